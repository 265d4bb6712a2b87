import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { canEditTenders, useWorkspace } from '@/lib/workspace';
import { CREATE_SUCCESS, useCreateTender } from '../api/create-tender';
import { reportedUnlessDuplicateReference } from '../api/same-reference';
import { emptyTenderForm, toTenderFields } from '../form';
import { TenderForm } from './tender-form';

/** New Tender: on success the new tender opens; on failure the form keeps everything. */
export function CreateTenderForm() {
  const navigate = useNavigate();
  const create = useCreateTender();
  const workspace = useWorkspace();
  return (
    <TenderForm
      mode="create"
      defaultValues={emptyTenderForm}
      pending={create.isPending}
      workspaceId={workspace.id}
      readOnly={!canEditTenders(workspace.role)}
      onCancel={() => navigate(paths.app.tenders)}
      onSubmit={(values, sharedReference) =>
        create
          .mutateAsync(
            { workspaceId: workspace.id, fields: toTenderFields(values, undefined, sharedReference) },
            {
              onSuccess: (tender) => {
                toast.success(CREATE_SUCCESS);
                navigate(paths.app.tender(tender.id));
              },
            },
          )
          .catch(reportedUnlessDuplicateReference)
      }
    />
  );
}
