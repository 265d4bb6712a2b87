import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import type { Member } from '@/lib/workspace';
import { useEditComment } from '../api/mutations';
import { mentionedMembers } from '../mentions';
import { COMMENT_MAX, commentBodySchema, notNotifiedMessage, type Comment } from '../model';
import { MentionTextarea } from './mention-textarea';

interface CommentEditFormProps {
  comment: Comment;
  members: readonly Member[];
  onDone: () => void;
}

/** The comment's text to change (within 15 minutes); a member newly mentioned is notified. */
export function CommentEditForm({ comment, members, onDone }: CommentEditFormProps) {
  const id = useId();
  const [body, setBody] = useState(comment.body);
  const [chosen, setChosen] = useState<Member[]>(() =>
    members.filter((m) => comment.body.includes(`@${m.name}`)),
  );
  const [error, setError] = useState<string | null>(null);
  const edit = useEditComment();
  const box = useRef<HTMLTextAreaElement>(null);
  // Edit moves the focus into the text it opened (the Edit button is gone).
  useEffect(() => box.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = commentBodySchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    if (body === comment.body) return onDone();
    const mentioned = mentionedMembers(body, chosen);
    edit.mutate(
      { id: comment.id, body, mentions: mentioned.map((member) => member.userId) },
      {
        onSuccess: ({ notNotified }) => {
          const names = mentioned.filter((m) => notNotified.includes(m.userId)).map((m) => m.name);
          const message = notNotifiedMessage(names);
          if (message) toast.warning(message);
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-1 grid gap-2">
      <MentionTextarea
        value={body}
        maxLength={COMMENT_MAX}
        aria-label="Edit comment"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        members={members}
        onMention={(member) => setChosen((current) => [...current, member])}
        onValueChange={(value) => {
          setBody(value);
          setError(null);
        }}
        ref={box}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          {edit.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
