import { toast } from 'sonner';
import { dataErrorMessage } from '@/lib/errors';
import { canEditTenders, useRoleIn } from '@/lib/workspace';
import { UPDATE_FAILED, UPDATE_SUCCESS, useUpdateTender } from '../api/update-tender';
import { tenderFormValues, toTenderFields } from '../form';
import type { Tender } from '../model';
import { TenderForm } from './tender-form';

interface EditTenderFormProps {
  tender: Tender;
  onDone: () => void;
}

/** Edit Tender (page or dialog): the current values, the whole tender saved; old dates kept when none is picked. */
export function EditTenderForm({ tender, onDone }: EditTenderFormProps) {
  const update = useUpdateTender();
  const role = useRoleIn(tender.workspace_id);
  return (
    <TenderForm
      mode="edit"
      defaultValues={tenderFormValues(tender)}
      pending={update.isPending}
      readOnly={role === undefined || !canEditTenders(role)}
      onCancel={onDone}
      onSubmit={(values) =>
        update.mutate(
          { id: tender.id, fields: toTenderFields(values, tender) },
          {
            onSuccess: () => {
              toast.success(UPDATE_SUCCESS);
              onDone();
            },
            onError: (error) => {
              console.error(error);
              toast.error(dataErrorMessage(error, UPDATE_FAILED));
            },
          },
        )
      }
    />
  );
}
