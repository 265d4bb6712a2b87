// The dev mailbox: mail GoTrue would send, and mail Edge Functions send through the dev
// Resend endpoint, is printed and kept in memory (newest first), readable at GET /__dev/mail.

export interface Mail {
  /** The Resend message id (the same for each recipient of one message); GoTrue's mail has none. */
  id?: string;
  to: string;
  from?: string;
  subject: string;
  /** GoTrue's link; for mail sent through Resend, the first http(s) URL of its text ('' if none). */
  link: string;
  /** The six-digit code GoTrue puts beside the link (`verifyOtp({ email, token, type: 'email' })`). */
  otp?: string;
  text: string;
  html: string;
  /** Extra headers a Resend request gave (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
  created_at: string;
}

export type MailInput = Omit<Mail, 'created_at' | 'text' | 'html' | 'link'> & {
  link?: string;
  text?: string;
  html?: string;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** GoTrue's mails as text: the link and, when there is one, the code. */
function authText(mail: MailInput): string {
  const lines = [mail.subject, '', mail.link ?? ''];
  if (mail.otp) lines.push('', `Or enter this code: ${mail.otp}`);
  return lines.join('\n');
}

const textOfHtml = (html: string): string =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .trim();

export class Mailbox {
  private readonly mails: Mail[] = [];

  constructor(private readonly print: (line: string) => void = (line) => console.log(line)) {}

  send(mail: MailInput): Mail {
    const text = mail.text ?? (mail.html !== undefined ? textOfHtml(mail.html) : authText(mail));
    const html =
      mail.html ?? `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(text)}</pre>`;
    const link = mail.link ?? /https?:\/\/[^\s<>"']+/.exec(text)?.[0] ?? '';
    const stored: Mail = {
      ...mail,
      link,
      text,
      html,
      created_at: new Date().toISOString(),
    };
    this.mails.unshift(stored);
    if (this.mails.length > 200) this.mails.length = 200;
    this.print(`[mail] to ${stored.to} · ${stored.subject}${link ? ` · ${link}` : ''}`);
    return stored;
  }

  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(to?: string): Mail[] {
    const wanted = to?.trim().toLowerCase();
    return this.mails.filter((m) => !wanted || m.to.toLowerCase() === wanted).map((m) => ({ ...m }));
  }

  clear(): void {
    this.mails.length = 0;
  }
}
