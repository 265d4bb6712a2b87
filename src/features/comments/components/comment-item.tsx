import { useState } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { initials } from '@/lib/people';
import type { Member } from '@/lib/workspace';
import { authorName, canEdit, commentMessages, type Comment } from '../model';
import { CommentEditForm } from './comment-edit-form';
import { CommentText } from './comment-text';

interface CommentItemProps {
  comment: Comment;
  members: readonly Member[];
  /** The author may edit (within 15 minutes) and delete; an admin may delete. */
  mine: boolean;
  canDelete: boolean;
  onDelete: (comment: Comment) => void;
}

/** One comment: who, when ('edited' once changed), the text, and Edit and Delete where allowed. */
export function CommentItem({ comment, members, mine, canDelete, onDelete }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const name = authorName(comment);
  return (
    <li className="flex gap-3" data-comment-id={comment.id}>
      <Avatar className="size-8">
        <AvatarImage src={comment.author?.avatar ?? undefined} />
        <AvatarFallback className="text-xs">{initials(name)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium">{name}</span>
          <time dateTime={comment.created_at} className="text-xs text-muted-foreground">
            {formatDateTime(comment.created_at)}
          </time>
          {comment.edited_at ? (
            <span className="text-xs text-muted-foreground">({commentMessages.edited})</span>
          ) : null}
        </p>
        {editing ? (
          <CommentEditForm comment={comment} members={members} onDone={() => setEditing(false)} />
        ) : (
          <>
            <CommentText text={comment.body} className="mt-1" />
            <div className="mt-1 flex gap-1">
              {mine && canEdit(comment) ? (
                <Button variant="ghost" size="sm" className="h-7 px-2" onClick={() => setEditing(true)}>
                  Edit<span className="sr-only"> comment by {name}</span>
                </Button>
              ) : null}
              {canDelete ? (
                <Button variant="ghost" size="sm" className="h-7 px-2" onClick={() => onDelete(comment)}>
                  Delete<span className="sr-only"> comment by {name}</span>
                </Button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </li>
  );
}
