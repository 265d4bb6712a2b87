import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { canManageMembers, type Workspace } from '@/lib/workspace';
import { lossReasonsQuery } from '@/lib/pipeline-settings';
import { useChangeLossReason } from '../api/pipeline';
import { pipelineMessages } from '../pipeline';

/** The reasons a loss can be given: admins add and delete them (one in use stays). */
export function LossReasonsEditor({ workspace }: { workspace: Workspace }) {
  const admin = canManageMembers(workspace.role);
  const reasons = useQuery(lossReasonsQuery(workspace.id)).data ?? [];
  const change = useChangeLossReason();
  const queryClient = useQueryClient();
  const [label, setLabel] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: lossReasonsQuery(workspace.id).queryKey });
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return;
    const position = Math.max(0, ...reasons.map((reason) => reason.position)) + 1;
    change.mutate(
      { workspaceId: workspace.id, add: label, position },
      {
        onSuccess: () => {
          setLabel('');
          toast.success(pipelineMessages.reasonAdded);
          void refresh();
        },
      },
    );
  };
  return (
    <div className="grid gap-4">
      <ul aria-label="Loss reasons" className="grid gap-2">
        {reasons.map((reason) => (
          <li key={reason.id} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
            <span>{reason.label}</span>
            {admin ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${reason.label}`}
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(
                    { workspaceId: workspace.id, remove: reason.id },
                    {
                      onSuccess: () =>
                        void refresh().then(() => toast.success(pipelineMessages.reasonDeleted)),
                    },
                  )
                }
              >
                <Trash2 aria-hidden />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {admin ? (
        <form
          onSubmit={add}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          aria-label="Add a loss reason"
        >
          <FormField label="New loss reason" className="flex-1">
            {(control) => (
              <Input
                {...control}
                value={label}
                maxLength={100}
                onChange={(event) => setLabel(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" variant="outline" disabled={change.isPending || !label.trim()}>
            Add reason
          </Button>
        </form>
      ) : null}
    </div>
  );
}
