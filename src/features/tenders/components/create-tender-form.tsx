import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { dataErrorMessage } from '@/lib/errors';
import { canEditTenders, useWorkspace } from '@/lib/workspace';
import { CREATE_FAILED, CREATE_SUCCESS, useCreateTender } from '../api/create-tender';
import { emptyTenderForm, toTenderFields } from '../form';
import { TenderForm } from './tender-form';

/** New Tender: on success back to the list, where it shows at once; on failure the form keeps everything. */
export function CreateTenderForm() {
  const navigate = useNavigate();
  const create = useCreateTender();
  const workspace = useWorkspace();
  return (
    <TenderForm
      mode="create"
      defaultValues={emptyTenderForm}
      pending={create.isPending}
      readOnly={!canEditTenders(workspace.role)}
      onCancel={() => navigate(paths.app.tenders)}
      onSubmit={(values) =>
        new Promise((settled) =>
          create.mutate(
            { workspaceId: workspace.id, fields: toTenderFields(values) },
            {
              onSuccess: () => {
                toast.success(CREATE_SUCCESS);
                navigate(paths.app.tenders);
              },
              onError: (error) => {
                console.error(error);
                toast.error(dataErrorMessage(error, CREATE_FAILED));
              },
              onSettled: settled,
            },
          ),
        )
      }
    />
  );
}
