import { toast } from 'sonner';
import { RequirementEditForm } from '@/components/requirement-edit-form';
import { useSaveRequirementTemplate } from '../api/mutations';
import { templatesMessages, type RequirementTemplate } from '../model';

/** A default requirement's words, source and weight, edited in its row. */
export function RequirementTemplateInPlace({
  saved,
  done,
}: {
  saved: RequirementTemplate;
  done: () => void;
}) {
  const save = useSaveRequirementTemplate();
  return (
    <RequirementEditForm
      saved={{ requirement: saved.requirement, source: saved.source, mandatory: saved.mandatory }}
      pending={save.isPending}
      onCancel={done}
      onSave={(fields) =>
        save.mutateAsync({ target: saved, fields }).then(() => {
          toast.success(templatesMessages.saved);
          done();
        })
      }
    />
  );
}
