import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { canManageMembers, useWorkspace } from '@/lib/workspace';
import { useRenameWorkspace } from '../api/rename-workspace';
import { useReportDirty } from '../hooks/use-unsaved-changes';
import { profileHints, settingsMessages, workspaceNameSchema, type WorkspaceNameValues } from '../model';

/**
 * The current workspace's name, beside the profile so the two are not confused: the
 * company on a profile is the user's own, the workspace's name is the team's (its admins
 * rename it; everyone else sees it read-only).
 */
export function WorkspaceNameForm({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const workspace = useWorkspace();
  const admin = canManageMembers(workspace.role);
  const form = useForm<WorkspaceNameValues>({
    resolver: zodResolver(workspaceNameSchema),
    values: { name: workspace.name },
    resetOptions: { keepDirtyValues: true },
  });
  const rename = useRenameWorkspace();
  const { errors, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);

  const onSubmit = form.handleSubmit((values) =>
    rename.mutate(
      { id: workspace.id, name: values.name },
      {
        onSuccess: (name) => {
          form.reset({ name });
          toast.success(settingsMessages.workspaceRenamed);
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Workspace</CardTitle>
        <CardDescription>The team you work in now: its tenders, tasks and members.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-label="Workspace" className="grid gap-5">
          <FormField
            label="Workspace name"
            hint={
              admin ? profileHints.workspace : `${profileHints.workspace} ${profileHints.workspaceReadOnly}`
            }
            error={errors.name?.message}
          >
            {(control) => (
              <Input {...control} autoComplete="off" required readOnly={!admin} {...form.register('name')} />
            )}
          </FormField>
          {admin ? (
            <div className="flex justify-end">
              <Button type="submit" disabled={rename.isPending}>
                {rename.isPending ? 'Saving...' : 'Rename workspace'}
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
