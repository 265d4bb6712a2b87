import { useQuery } from '@tanstack/react-query';
import { DeleteDialog } from '@/components/delete-dialog';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useRoleIn, workspaceQueries } from '@/lib/workspace';
import { useState } from 'react';
import { commentQueries } from '../api/queries';
import { useDeleteComment } from '../api/mutations';
import { commentMessages, type Comment, type ThreadScope } from '../model';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';

interface CommentThreadProps {
  scope: ThreadScope;
  workspaceId: string;
}

/** A thread, oldest first, and the composer under it. Its heading is the caller's. */
export function CommentThread({ scope, workspaceId }: CommentThreadProps) {
  const query = useQuery(commentQueries.thread(scope));
  const members = useQuery(workspaceQueries.members(workspaceId)).data ?? [];
  const { user } = useSession();
  const admin = useRoleIn(workspaceId) === 'admin';
  const remove = useDeleteComment();
  const [deleting, setDeleting] = useState<Comment | null>(null);

  return (
    <div className="grid gap-4">
      {query.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : query.isLoadingError ? (
        <LoadError message={commentMessages.loadFailed} query={query} />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{commentMessages.empty}</p>
      ) : (
        <ol className="grid gap-4" aria-label={commentMessages.title}>
          {query.data.map((comment) => {
            const mine = comment.author_id !== null && comment.author_id === user?.id;
            return (
              <CommentItem
                key={comment.id}
                comment={comment}
                members={members}
                mine={mine}
                canDelete={mine || admin}
                onDelete={setDeleting}
              />
            );
          })}
        </ol>
      )}
      <CommentComposer scope={scope} members={members} />
      <DeleteDialog
        item={deleting}
        title={commentMessages.deleteTitle}
        warning={() => commentMessages.deleteWarning}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(comment) => remove.mutate(comment.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
