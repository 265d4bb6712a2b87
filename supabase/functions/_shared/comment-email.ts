// Mentions and replies as an email: who wrote, where (tender, task), why the person is told,
// and the comment's text as written (escaped, line breaks kept), each linking to its thread;
// the footer's link stops these emails ('Mentions and replies'), as the one-click header does.
import { escapeHtml, frameHtml, link, PALETTE, type RenderedEmail } from './email-frame.ts';
import {
  footerOf,
  oneClickUnsubscribeUrl,
  oneLine,
  type CommentLine,
  type ReminderMessage,
} from './reminders.ts';
import { paths, PRODUCT_NAME, siteUrl } from './site.ts';

/** 'Ann mentioned you' / 'Ann replied'. */
export const commentHeadline = (line: Pick<CommentLine, 'reason' | 'author_name'>) =>
  `${oneLine(line.author_name ?? '') || 'A former member'} ${line.reason === 'mention' ? 'mentioned you' : 'replied'}`;

/** 'Pricing · Quay works' or 'Quay works'. */
const placeOf = (line: CommentLine) =>
  line.task_name ? `${oneLine(line.task_name)} · ${oneLine(line.tender_title)}` : oneLine(line.tender_title);

export const threadUrl = (site: string, line: Pick<CommentLine, 'tender_id' | 'task_id'>) =>
  siteUrl(
    site,
    paths.app.thread(encodeURIComponent(line.tender_id), line.task_id && encodeURIComponent(line.task_id)),
  );

/** 'Ann mentioned you in Quay works' for one comment; '3 new mentions and replies' for more. */
export function commentSubject(lines: readonly CommentLine[]): string {
  if (lines.length === 1) return `${commentHeadline(lines[0]!)} in ${placeOf(lines[0]!)}`;
  return `${lines.length} new mentions and replies`;
}

export function renderCommentEmail(message: ReminderMessage, site: string, apiUrl: string): RenderedEmail {
  const lines = message.comments ?? [];
  if (lines.length === 0) throw new Error('A message of mentions and replies carries its comments.');
  const subject = commentSubject(lines);
  const name = oneLine(message.name ?? '');
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const footer = footerOf(message, site);
  const text = [PRODUCT_NAME, '', greeting];
  for (const line of lines) {
    text.push(
      '',
      `${commentHeadline(line)} in ${placeOf(line)}:`,
      ...line.body.split('\n').map((row) => `> ${row}`),
    );
    text.push(`Open the thread: ${threadUrl(site, line)}`);
  }
  text.push('', '--', footer.why, ...footer.links.map(({ text: words, href }) => `${words}: ${href}`), '');
  const boxes = lines
    .map(
      (line) =>
        `<div style="margin:0 0 16px;padding:12px 14px;border:1px solid ${PALETTE.border};border-radius:8px;">` +
        `<p style="margin:0;font-size:15px;font-weight:600;">${escapeHtml(commentHeadline(line))}</p>` +
        `<p style="margin:2px 0 0;font-size:13px;color:${PALETTE.mutedForeground};">${escapeHtml(placeOf(line))}</p>` +
        `<p style="margin:8px 0 0;font-size:15px;line-height:1.5;white-space:pre-wrap;">${escapeHtml(line.body)}</p>` +
        `<p style="margin:8px 0 0;font-size:14px;">${link(threadUrl(site, line), 'Open the thread')}</p></div>`,
    )
    .join('');
  const html = frameHtml(
    subject,
    `<p style="margin:0 0 16px;">${escapeHtml(greeting)}</p>${boxes}`,
    `<p style="margin:0 0 6px;">${escapeHtml(footer.why)}</p>
<p style="margin:0;">${footer.links.map(({ text: words, href }) => link(href, words)).join(' · ')}</p>`,
  );
  return {
    subject,
    text: text.join('\n'),
    html,
    headers: message.unsubscribe_token
      ? {
          'List-Unsubscribe': `<${oneClickUnsubscribeUrl(apiUrl, message.unsubscribe_token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
  };
}
