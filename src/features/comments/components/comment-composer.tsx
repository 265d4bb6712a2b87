import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import type { Member } from '@/lib/workspace';
import { usePostComment } from '../api/mutations';
import { mentionedMembers } from '../mentions';
import { COMMENT_MAX, commentBodySchema, notNotifiedMessage, type ThreadScope } from '../model';
import { MentionTextarea } from './mention-textarea';

interface CommentComposerProps {
  scope: ThreadScope;
  members: readonly Member[];
}

/**
 * A new comment: plain text, '@' + name to mention a member. After posting, the mentioned
 * who cannot see the tender (no longer members) are named under it: they were not notified.
 */
export function CommentComposer({ scope, members }: CommentComposerProps) {
  const id = useId();
  const [body, setBody] = useState('');
  const [chosen, setChosen] = useState<Member[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const post = usePostComment(scope);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = commentBodySchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    const mentioned = mentionedMembers(body, chosen);
    post.mutate(
      { body, mentions: mentioned.map((member) => member.userId) },
      {
        onSuccess: ({ notNotified }) => {
          setBody('');
          setChosen([]);
          setNotice(
            notNotifiedMessage(
              mentioned.filter((member) => notNotified.includes(member.userId)).map((member) => member.name),
            ),
          );
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={id}>Add a comment</Label>
      <MentionTextarea
        id={id}
        value={body}
        maxLength={COMMENT_MAX}
        placeholder="Write a comment. Type @ to mention someone."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        members={members}
        onMention={(member) => setChosen((current) => [...current, member])}
        onValueChange={(value) => {
          setBody(value);
          setError(null);
          setNotice(null);
        }}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {notice ? (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          {notice}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={post.isPending}>
          {post.isPending ? 'Posting...' : 'Post comment'}
        </Button>
      </div>
    </form>
  );
}
