import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { Workspace } from '@/lib/workspace';
import { useDeleteWorkspace } from '../api/delete-workspace';
import { userMessages } from '../model';

/** For the last member of an empty workspace who has another: delete it, after asking. */
export function DeleteWorkspaceCard({ workspace }: { workspace: Workspace }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteWorkspace();
  const navigate = useNavigate();
  const onConfirm = () =>
    remove.mutate(workspace.id, {
      onSuccess: () => {
        navigate(paths.app.dashboard, { replace: true });
        toast.success(userMessages.workspaceDeleted);
      },
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delete this workspace</CardTitle>
        <CardDescription>
          {workspace.name} has no tenders and nobody else in it. If you do not need it, delete it; your other
          workspaces stay as they are.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setAsking(true)}>
          <Trash2 aria-hidden /> Delete workspace
        </Button>
      </CardContent>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Delete ${workspace.name}?`}
        description="The workspace and its pending invitations are deleted. This cannot be undone."
        confirmLabel="Delete workspace"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={onConfirm}
      />
    </Card>
  );
}
