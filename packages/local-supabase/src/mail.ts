// The dev mailbox: mail GoTrue would send is printed and kept in memory
// (newest first), readable at GET /__dev/mail.

export interface Mail {
  to: string;
  subject: string;
  link: string;
  /** The six-digit code GoTrue puts beside the link (`verifyOtp({ email, token, type: 'email' })`). */
  otp?: string;
  created_at: string;
}

export class Mailbox {
  private readonly mails: Mail[] = [];

  constructor(private readonly print: (line: string) => void = (line) => console.log(line)) {}

  send(mail: Omit<Mail, 'created_at'>): Mail {
    const stored: Mail = { ...mail, created_at: new Date().toISOString() };
    this.mails.unshift(stored);
    if (this.mails.length > 200) this.mails.length = 200;
    this.print(`[mail] to ${stored.to} · ${stored.subject} · ${stored.link}`);
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
