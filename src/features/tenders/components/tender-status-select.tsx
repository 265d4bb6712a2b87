import { useState } from 'react';
import { toast } from 'sonner';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { confirmStatusChange } from '@/lib/status-change-guards';
import { statusChangedMessage, statusLabel, TENDER_STATUSES, type TenderStatus } from '@/lib/statuses';
import { canEditTenders, READ_ONLY_TENDERS, useRoleIn } from '@/lib/workspace';
import { useUpdateTenderStatus } from '../api/update-tender-status';
import type { Tender } from '../model';
import { hasOutcome } from '../outcome';
import { OutcomeDialog } from './outcome-dialog';

/**
 * Any status can be chosen; it shows at once, is saved, and goes back if the save fails.
 * Won or Lost then asks for the outcome.
 */
export function TenderStatusSelect({ tender }: { tender: Tender }) {
  const update = useUpdateTenderStatus();
  const [askOutcome, setAskOutcome] = useState(false);
  const role = useRoleIn(tender.workspace_id);
  const editable = role !== undefined && canEditTenders(role);
  const onChange = async (status: TenderStatus) => {
    // Another feature may ask first (a bid decision before In Development): src/lib/status-change-guards.ts.
    if (!(await confirmStatusChange({ tenderId: tender.id, from: tender.status, to: status }))) return;
    update.mutate(
      { id: tender.id, status },
      {
        onSuccess: () => {
          toast.success(statusChangedMessage('Tender', status));
          if (hasOutcome(status)) setAskOutcome(true);
        },
      },
    );
  };
  return (
    <>
      <Select
        value={tender.status}
        onValueChange={(value) => void onChange(value as TenderStatus)}
        disabled={!editable}
      >
        <SelectTrigger
          aria-label="Change status"
          className="w-48"
          title={editable ? undefined : READ_ONLY_TENDERS}
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {TENDER_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {statusLabel(status)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <OutcomeDialog tender={tender} open={askOutcome} onOpenChange={setAskOutcome} />
    </>
  );
}
