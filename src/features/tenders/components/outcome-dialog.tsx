import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { statusLabel } from '@/lib/statuses';
import { outcomeQueries, useSaveOutcome } from '../api/outcome';
import type { Tender } from '../model';
import { OUTCOME, OUTCOME_SAVED, outcomeFormValues } from '../outcome';
import { OutcomeForm } from './outcome-form';

interface OutcomeDialogProps {
  tender: Tender;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Records how a won or lost tender ended; opened on marking it Won or Lost, and from the Outcome card. */
export function OutcomeDialog({ tender, open, onOpenChange }: OutcomeDialogProps) {
  const outcome = useQuery({ ...outcomeQueries.outcome(tender.id), enabled: open });
  const save = useSaveOutcome();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{OUTCOME}</DialogTitle>
          <DialogDescription>
            {statusLabel(tender.status)}: {tender.title}. Everything here is optional and can be changed
            later.
          </DialogDescription>
        </DialogHeader>
        {outcome.isPending ? (
          <p className="text-sm text-muted-foreground">Loading...</p>
        ) : (
          <OutcomeForm
            workspaceId={tender.workspace_id}
            lost={tender.status === 'lost'}
            defaultValues={outcomeFormValues(outcome.data ?? null)}
            pending={save.isPending}
            onCancel={() => onOpenChange(false)}
            onSubmit={(values) =>
              save
                .mutateAsync({ tender, values })
                .then(() => {
                  toast.success(OUTCOME_SAVED);
                  onOpenChange(false);
                })
                .catch(() => undefined)
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
