// The email of mentions and replies: its subject in words, each comment's text as written
// (escaped in the HTML, quoted in the text, line breaks kept) with a link to its thread, and
// the footer's link that stops only these emails.
import { describe, expect, it } from 'vitest';
import { commentSubject, renderCommentEmail } from '@shared/comment-email.ts';
import type { CommentLine, ReminderMessage } from '@shared/reminders.ts';

const line = (over: Partial<CommentLine> = {}): CommentLine => ({
  reason: 'mention',
  author_name: 'Ann',
  tender_id: 't1',
  tender_title: 'Quay works',
  task_id: null,
  task_name: null,
  created_at: '2026-11-29T06:00:00Z',
  body: 'Look <b>here</b>\nhttps://example.com',
  ...over,
});

const message = (comments: CommentLine[]): ReminderMessage => ({
  id: 'm1',
  kind: 'comment',
  to: 'dana@example.test',
  name: 'Dana',
  time_zone: 'UTC',
  local_day: '2026-11-29',
  unsubscribe_token: 'tok',
  unsubscribe: [{ preference: 'mentionsAndReplies', token: 'tok' }],
  workspaces: [],
  comments,
});

describe('the email of mentions and replies', () => {
  it('names who and where in its subject, or counts', () => {
    expect(commentSubject([line()])).toBe('Ann mentioned you in Quay works');
    expect(commentSubject([line({ reason: 'reply', task_id: 'k1', task_name: 'Pricing' })])).toBe(
      'Ann replied in Pricing · Quay works',
    );
    expect(commentSubject([line(), line({ reason: 'reply' })])).toBe('2 new mentions and replies');
  });

  it('quotes the text as written, escapes it in HTML, links the thread and offers only its own unsubscribe', () => {
    const email = renderCommentEmail(
      message([line(), line({ reason: 'reply', task_id: 'k1', task_name: 'Pricing', author_name: null })]),
      'https://app.example',
      'https://api.example',
    );
    expect(email.text).toContain(
      'Ann mentioned you in Quay works:\n> Look <b>here</b>\n> https://example.com',
    );
    expect(email.text).toContain('Open the thread: https://app.example/app/tenders/t1?tab=comments');
    expect(email.text).toContain('A former member replied in Pricing · Quay works:');
    expect(email.text).toContain('https://app.example/app/tenders/t1?task=k1');
    expect(email.html).toContain('Look &lt;b&gt;here&lt;/b&gt;');
    expect(email.html).not.toContain('<b>here</b>');
    expect(email.text).toContain(
      "You get this email because 'Mentions and replies' is on in your notification settings.",
    );
    expect(email.text).toContain('Stop mention and reply emails: https://app.example/unsubscribe?token=tok');
    expect(email.headers['List-Unsubscribe']).toBe(
      '<https://api.example/functions/v1/unsubscribe?token=tok>',
    );
  });
});
