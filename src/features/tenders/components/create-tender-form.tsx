import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { FALLBACK_CURRENCY } from '@/lib/money';
import { defaultProbability, pipelineSettingsQuery } from '@/lib/pipeline-settings';
import { canEditTenders, useWorkspace } from '@/lib/workspace';
import { CREATE_SUCCESS, useCreateTender } from '../api/save-tender';
import { reportedUnlessDuplicateReference } from '../api/same-reference';
import { emptyTenderForm, toTenderFields } from '../form';
import { TenderForm } from './tender-form';

/** New Tender: on success the new tender opens; on failure the form keeps everything. */
export function CreateTenderForm() {
  const navigate = useNavigate();
  const create = useCreateTender();
  const workspace = useWorkspace();
  // The form starts in the workspace's currency, so it waits for the settings (a failed load starts in USD).
  const settings = useQuery(pipelineSettingsQuery(workspace.id));
  if (settings.isPending) return <p className="text-sm text-muted-foreground">Loading the form...</p>;
  return (
    <TenderForm
      mode="create"
      defaultValues={emptyTenderForm(settings.data?.default_currency ?? FALLBACK_CURRENCY)}
      defaultProbability={settings.data ? defaultProbability(settings.data, 'under-review') : null}
      showBidPrice={false}
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
