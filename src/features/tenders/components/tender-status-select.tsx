import { toast } from 'sonner';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { statusChangedMessage, statusLabel, TENDER_STATUSES, type TenderStatus } from '@/lib/statuses';
import { canEditTenders, READ_ONLY_TENDERS, useRoleIn } from '@/lib/workspace';
import { useUpdateTenderStatus } from '../api/update-tender-status';
import type { Tender } from '../model';

/** Any status can be chosen; it shows at once, is saved, and goes back if the save fails. */
export function TenderStatusSelect({ tender }: { tender: Tender }) {
  const update = useUpdateTenderStatus();
  const role = useRoleIn(tender.workspace_id);
  const editable = role !== undefined && canEditTenders(role);
  const onChange = (status: TenderStatus) =>
    update.mutate(
      { id: tender.id, status },
      { onSuccess: () => toast.success(statusChangedMessage('Tender', status)) },
    );
  return (
    <Select
      value={tender.status}
      onValueChange={(value) => onChange(value as TenderStatus)}
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
  );
}
