import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConflictAlert } from '@/components/conflict-alert';
import { defaultProbability, pipelineSettingsQuery } from '@/lib/pipeline-settings';
import { canEditTenders, useRoleIn } from '@/lib/workspace';
import { tenderQueries } from '../api/queries';
import { reportedUnlessDuplicateReference } from '../api/same-reference';
import { isTenderConflict, UPDATE_SUCCESS, useUpdateTender } from '../api/save-tender';
import { tenderFormValues, toTenderFields } from '../form';
import { hasBidPrice, TENDER_CONFLICT, type Tender } from '../model';
import { TenderForm } from './tender-form';

interface EditTenderFormProps {
  tender: Tender;
  /** After a save (and on Cancel unless `onCancel` says otherwise). */
  onDone: () => void;
  onCancel?: () => void;
  /** Whether the form differs from the tender, for a dialog that asks before closing. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Edit Tender (page or dialog): the current values, the whole tender saved; old dates kept when
 * none is picked. A save over someone else's newer change is refused and says so.
 */
export function EditTenderForm({ tender, onDone, onCancel = onDone, onDirtyChange }: EditTenderFormProps) {
  const queryClient = useQueryClient();
  const update = useUpdateTender();
  const role = useRoleIn(tender.workspace_id);
  const [conflict, setConflict] = useState(false);
  // The tender as the form was filled from: a teammate's save that reaches this screen live
  // must still be met as a conflict, not become the version this edit builds on.
  const [loaded, setLoaded] = useState(tender);
  const [reloading, setReloading] = useState(false);
  const settings = useQuery(pipelineSettingsQuery(tender.workspace_id)).data;

  const reload = async () => {
    setReloading(true);
    try {
      const { queryKey } = tenderQueries.detail(tender.id);
      await queryClient.refetchQueries({ queryKey, exact: true });
      setLoaded(queryClient.getQueryData<Tender>(queryKey) ?? tender);
      setConflict(false);
    } finally {
      setReloading(false);
    }
  };

  return (
    <TenderForm
      mode="edit"
      defaultValues={tenderFormValues(tender)}
      defaultProbability={settings ? defaultProbability(settings, tender.status) : null}
      showBidPrice={hasBidPrice(tender)}
      workspaceId={tender.workspace_id}
      tenderId={tender.id}
      pending={update.isPending}
      readOnly={role === undefined || !canEditTenders(role)}
      alert={
        conflict ? (
          <ConflictAlert message={TENDER_CONFLICT} reloading={reloading} onReload={() => void reload()} />
        ) : null
      }
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      onSubmit={(values, sharedReference) =>
        update
          .mutateAsync(
            {
              id: tender.id,
              fields: toTenderFields(values, loaded, sharedReference),
              loadedUpdatedAt: loaded.updated_at,
            },
            {
              onSuccess: () => {
                setConflict(false);
                toast.success(UPDATE_SUCCESS);
                onDone();
              },
              // Any other failure is toasted by the MutationCache (useUpdateTender's meta).
              onError: (error) => {
                if (isTenderConflict(error)) setConflict(true);
              },
            },
          )
          .catch(reportedUnlessDuplicateReference)
      }
    />
  );
}
