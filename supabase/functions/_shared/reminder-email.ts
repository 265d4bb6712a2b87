// One reminder message as an email: plain text and HTML in the product's name and palette,
// a single column that reads in a narrow mail client (no fixed widths, inline styles,
// tables only for the frame), every piece of user text escaped, an unsubscribe link in the
// body (a page that asks first) and RFC 8058's one-click headers (List-Unsubscribe naming the
// unsubscribe function, which a mail client POSTs to; List-Unsubscribe-Post).
import {
  companyDocumentsUrl,
  footerOf,
  introOf,
  itemLabel,
  itemWhen,
  libraryUrl,
  oneClickUnsubscribeUrl,
  oneLine,
  OVERDUE_HEADING,
  overdueLineText,
  SECTION_LABELS,
  subjectOf,
  tenderUrl,
  type DigestItem,
  type ReminderItem,
  type ReminderMessage,
  type ReminderTender,
  type ReminderWorkspace,
} from './reminders.ts';
import { escapeHtml, frameHtml, link, PALETTE, type RenderedEmail } from './email-frame.ts';
import { renderCommentEmail } from './comment-email.ts';
import { renderInvitationEmail } from './invitation-email.ts';
import { PRODUCT_NAME } from './site.ts';

export { escapeHtml, PALETTE, type RenderedEmail } from './email-frame.ts';

const greeting = (message: ReminderMessage) => {
  const name = oneLine(message.name ?? '');
  return name ? `Hello ${name},` : 'Hello,';
};

const tenderHeading = (tender: ReminderTender) => {
  const reference = oneLine(tender.reference_number ?? '');
  return reference ? `${oneLine(tender.title)} (${reference})` : oneLine(tender.title);
};

/** A digest line: its tender (or none: a company document, a library answer), what it is, and when. */
const digestLine = (item: DigestItem) =>
  `${item.tender_title === null ? '' : `${oneLine(item.tender_title)} — `}${itemLabel(item)}: ${itemWhen(item, 'digest')}`;

/** Where a digest line links: its tender, the answer library, or the company documents. */
const digestHref = (item: DigestItem, siteUrl: string) =>
  item.tender_id !== null
    ? tenderUrl(siteUrl, item.tender_id)
    : item.kind === 'answer-review'
      ? libraryUrl(siteUrl)
      : companyDocumentsUrl(siteUrl);

/** A digest's workspace as text: its sections, then its overdue lines. */
function digestText(workspace: ReminderWorkspace, siteUrl: string): string[] {
  const lines: string[] = [];
  for (const section of workspace.sections ?? []) {
    lines.push('', SECTION_LABELS[section.section]);
    for (const item of section.items)
      lines.push(`  - ${digestLine(item)}`, `    ${digestHref(item, siteUrl)}`);
  }
  if (workspace.overdue?.length) {
    lines.push('', OVERDUE_HEADING);
    for (const line of workspace.overdue)
      lines.push(`  - ${overdueLineText(line)}`, `    ${tenderUrl(siteUrl, line.tender_id)}`);
  }
  return lines;
}

function renderText(message: ReminderMessage, siteUrl: string): string {
  const lines = [`${PRODUCT_NAME}`, '', greeting(message), '', introOf(message)];
  for (const workspace of message.workspaces) {
    lines.push('', oneLine(workspace.name).toUpperCase());
    lines.push(...digestText(workspace, siteUrl));
    for (const tender of workspace.tenders ?? []) {
      lines.push('', tenderHeading(tender), tenderUrl(siteUrl, tender.id));
      for (const item of tender.items) lines.push(`  - ${itemLabel(item)}: ${itemWhen(item, message.kind)}`);
    }
    if (workspace.documents?.length) {
      lines.push('', 'Company documents', companyDocumentsUrl(siteUrl));
      for (const item of workspace.documents)
        lines.push(`  - ${itemLabel(item)}: ${itemWhen(item, message.kind)}`);
    }
  }
  const footer = footerOf(message, siteUrl);
  lines.push('', '--', footer.why, ...footer.links.map(({ text, href }) => `${text}: ${href}`), '');
  return lines.join('\n');
}

function renderItemsHtml(items: ReminderItem[], message: ReminderMessage): string {
  return items
    .map((item) => {
      const when = itemWhen(item, message.kind);
      const urgent = message.kind === 'missed' || (item.days !== null && item.days < 0);
      return `<li style="margin:4px 0;">${escapeHtml(itemLabel(item))}: <strong style="color:${urgent ? PALETTE.destructive : PALETTE.foreground};">${escapeHtml(when)}</strong></li>`;
    })
    .join('');
}

/** One box: a linked heading, an optional line under it, and the items. */
function boxHtml(href: string, heading: string, subheading: string, items: string): string {
  return [
    `<div style="margin:0 0 16px;padding:12px 14px;border:1px solid ${PALETTE.border};border-radius:8px;">`,
    `<p style="margin:0;font-size:16px;font-weight:600;">${link(href, heading)}</p>`,
    subheading
      ? `<p style="margin:2px 0 0;font-size:13px;color:${PALETTE.mutedForeground};">${escapeHtml(subheading)}</p>`
      : '',
    `<ul style="margin:8px 0 0;padding:0 0 0 20px;font-size:15px;line-height:1.5;">${items}</ul>`,
    `</div>`,
  ].join('');
}

function renderTenderHtml(tender: ReminderTender, message: ReminderMessage, siteUrl: string): string {
  return boxHtml(
    tenderUrl(siteUrl, tender.id),
    oneLine(tender.title),
    oneLine(tender.reference_number ?? ''),
    renderItemsHtml(tender.items, message),
  );
}

/** A digest's workspace: a box per section (each line linking to its tender), then the overdue lines. */
function digestHtml(workspace: ReminderWorkspace, siteUrl: string): string {
  const box = (heading: string, items: string[]) =>
    [
      `<div style="margin:0 0 16px;padding:12px 14px;border:1px solid ${PALETTE.border};border-radius:8px;">`,
      `<p style="margin:0;font-size:16px;font-weight:600;">${escapeHtml(heading)}</p>`,
      `<ul style="margin:8px 0 0;padding:0 0 0 20px;font-size:15px;line-height:1.5;">${items.join('')}</ul>`,
      `</div>`,
    ].join('');
  const li = (body: string) => `<li style="margin:4px 0;">${body}</li>`;
  const sections = (workspace.sections ?? []).map((section) =>
    box(
      SECTION_LABELS[section.section],
      section.items.map((item) =>
        li(
          // A tender's line links its title; a company document's, its label (to the library).
          `${item.tender_title === null ? link(digestHref(item, siteUrl), itemLabel(item)) : `${link(digestHref(item, siteUrl), oneLine(item.tender_title))} — ${escapeHtml(itemLabel(item))}`}` +
            `: <strong>${escapeHtml(itemWhen(item, 'digest'))}</strong>`,
        ),
      ),
    ),
  );
  const overdue = workspace.overdue?.length
    ? box(
        OVERDUE_HEADING,
        workspace.overdue.map((line) =>
          li(
            `<span style="color:${PALETTE.destructive};">${link(tenderUrl(siteUrl, line.tender_id), overdueLineText(line))}</span>`,
          ),
        ),
      )
    : '';
  return sections.join('') + overdue;
}

/** The workspace's company documents expiring, in one box linking to the library. */
const renderDocumentsHtml = (items: ReminderItem[] | undefined, message: ReminderMessage, siteUrl: string) =>
  items?.length
    ? boxHtml(companyDocumentsUrl(siteUrl), 'Company documents', '', renderItemsHtml(items, message))
    : '';

function renderHtml(message: ReminderMessage, siteUrl: string, subject: string): string {
  const footer = footerOf(message, siteUrl);
  const workspaces = message.workspaces
    .map(
      (workspace) =>
        `<h2 style="margin:24px 0 8px;font-size:13px;letter-spacing:0.04em;text-transform:uppercase;color:${PALETTE.mutedForeground};">${escapeHtml(oneLine(workspace.name))}</h2>` +
        digestHtml(workspace, siteUrl) +
        (workspace.tenders ?? []).map((tender) => renderTenderHtml(tender, message, siteUrl)).join('') +
        renderDocumentsHtml(workspace.documents, message, siteUrl),
    )
    .join('');
  return frameHtml(
    subject,
    `<p style="margin:0 0 8px;">${escapeHtml(greeting(message))}</p>
<p style="margin:0;">${escapeHtml(introOf(message))}</p>
${workspaces}`,
    `<p style="margin:0 0 6px;">${escapeHtml(footer.why)}</p>
<p style="margin:0;">${footer.links.map(({ text, href }) => link(href, text)).join(' · ')}</p>`,
  );
}

/**
 * The email for one message of collect_reminders; links are absolute under `siteUrl`, the
 * one-click endpoint under `apiUrl` (the project's SUPABASE_URL).
 */
export function renderReminderEmail(
  message: ReminderMessage,
  siteUrl: string,
  apiUrl: string,
): RenderedEmail {
  // Invitations go to an address, not a person: an email of their own, with no unsubscribe.
  if (message.kind === 'invitation') return renderInvitationEmail(message, siteUrl);
  // Mentions and replies: the comments themselves, not dated items.
  if (message.kind === 'comment') return renderCommentEmail(message, siteUrl, apiUrl);
  const subject = subjectOf(message);
  return {
    subject,
    text: renderText(message, siteUrl),
    html: renderHtml(message, siteUrl, subject),
    // One click turns off every kind the message holds; the escalation offers none.
    headers: message.unsubscribe_token
      ? {
          'List-Unsubscribe': `<${oneClickUnsubscribeUrl(apiUrl, message.unsubscribe_token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
  };
}
