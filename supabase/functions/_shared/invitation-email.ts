// An invitation as an email, to the invited address: who invites, to which workspace, as what,
// and the link (with the token), in the same words as the invitation page. No unsubscribe
// link or List-Unsubscribe header: nothing turns invitations off, and the address may have no
// account to keep a preference in.
import { calendarDateText } from './dates.ts';
import { escapeHtml, frameHtml, link, PALETTE, type RenderedEmail } from './email-frame.ts';
import { invitationSentence, invitationUrl } from './invitation.ts';
import { oneLine, type ReminderMessage } from './reminders.ts';
import { PRODUCT_NAME } from './site.ts';

export function renderInvitationEmail(message: ReminderMessage, siteUrl: string): RenderedEmail {
  const facts = message.invitation;
  if (!facts) throw new Error('An invitation message carries its invitation.');
  const sentence = invitationSentence(oneLine(facts.inviter_name), oneLine(facts.workspace_name), facts.role);
  const url = invitationUrl(siteUrl, facts.token, message.to);
  const name = oneLine(message.name ?? '');
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const expires = `The link works once, for ${message.to}, until ${calendarDateText(facts.expires_at.slice(0, 10))}.`;
  const why = `You get this email because ${oneLine(facts.inviter_name) || 'a colleague'} invited ${message.to} to ${PRODUCT_NAME}. If you did not expect it, ignore it: nothing happens unless you accept.`;
  const subject = `${sentence} on ${PRODUCT_NAME}`;
  const text = [
    PRODUCT_NAME,
    '',
    greeting,
    '',
    `${sentence}.`,
    '',
    `Accept the invitation: ${url}`,
    expires,
    '',
    '--',
    why,
    '',
  ].join('\n');
  const html = frameHtml(
    subject,
    `<p style="margin:0 0 8px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;font-size:17px;font-weight:600;">${escapeHtml(sentence)}.</p>
<p style="margin:0 0 16px;">${link(url, 'Accept the invitation', `display:inline-block;padding:10px 16px;border-radius:8px;background:${PALETTE.primary};color:#ffffff;text-decoration:none;font-weight:600;`)}</p>
<p style="margin:0 0 4px;font-size:13px;color:${PALETTE.mutedForeground};">${escapeHtml(expires)}</p>
<p style="margin:0;font-size:13px;color:${PALETTE.mutedForeground};word-break:break-all;">${escapeHtml(url)}</p>`,
    `<p style="margin:0;">${escapeHtml(why)}</p>`,
  );
  return { subject, text, html, headers: {} };
}
