import { ClipboardPaste } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PasteRequirementsDialog } from '@/components/paste-requirements-dialog';
import { Button } from '@/components/ui/button';
import { useAddRequirementTemplates, type TemplateTarget } from '../api/mutations';

/** 'Paste requirements': a pasted list becomes the scope's default requirements, after its last one. */
export function RequirementTemplatesPaste({ target }: { target: Exclude<TemplateTarget, { id: string }> }) {
  const [open, setOpen] = useState(false);
  const add = useAddRequirementTemplates();
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        <ClipboardPaste aria-hidden="true" />
        Paste requirements
      </Button>
      <PasteRequirementsDialog
        open={open}
        onOpenChange={setOpen}
        description="New tenders get them from now on; tenders created before keep what they have."
        pending={add.isPending}
        onAdd={(rows) =>
          add.mutateAsync({ target, rows }).then(() => {
            toast.success(rows.length === 1 ? '1 requirement added' : `${rows.length} requirements added`);
          })
        }
      />
    </>
  );
}
