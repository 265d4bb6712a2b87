import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { commentMessages } from '../model';
import { CommentThread } from './comment-thread';

/** The tender's own thread, on its Comments tab. */
export function CommentsCard({ tender }: { tender: { id: string; workspace_id: string } }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{commentMessages.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <CommentThread scope={{ tenderId: tender.id, taskId: null }} workspaceId={tender.workspace_id} />
      </CardContent>
    </Card>
  );
}

/** A task's thread, in its dialog under its fields. */
export function TaskComments({ task }: { task: { id: string; tender_id: string; workspace_id: string } }) {
  const heading = `task-comments-${task.id}`;
  return (
    <section aria-labelledby={heading} className="mt-2 grid gap-3 border-t pt-4">
      <h3 id={heading} className="text-base font-semibold">
        {commentMessages.title}
      </h3>
      <CommentThread scope={{ tenderId: task.tender_id, taskId: task.id }} workspaceId={task.workspace_id} />
    </section>
  );
}
