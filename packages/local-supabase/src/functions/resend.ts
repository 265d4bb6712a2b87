// The dev Resend endpoint: `POST /__dev/resend/emails` takes Resend's send-email request
// (`Authorization: Bearer <RESEND_API_KEY>`, JSON `{ from, to, subject, html, text, headers }`)
// and puts the mail in the dev mailbox, one entry per recipient, answering `{ id }` as Resend
// does; `POST /__dev/resend/emails/batch` takes an array of up to 100 of them, whole, and
// answers `{ data: [{ id }, …] }`. Functions reach it through the RESEND_API_URL the stack gives them.
import { randomUUID } from 'node:crypto';
import type { Mailbox } from '../mail';
import type { HttpResponse } from '../types';

const resendError = (statusCode: number, name: string, message: string): HttpResponse => ({
  status: statusCode,
  body: { statusCode, name, message },
});

const invalid = (message: string) => resendError(422, 'validation_error', message);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

type Request = { method: string; headers: Record<string, string | undefined>; body: string };
type Mail = {
  to: string[];
  from: string;
  subject: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
};

/** The key check both endpoints share: a refusal, or null when the bearer is the stack's key. */
function refused(request: Request, apiKey: string): HttpResponse | null {
  if (request.method !== 'POST') return resendError(405, 'method_not_allowed', 'Method not allowed');
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) {
    return resendError(
      401,
      'missing_api_key',
      'Missing API key in the authorization header. Include the following header in the request: Authorization: Bearer YOUR_API_KEY',
    );
  }
  if (token !== apiKey) return resendError(403, 'invalid_api_key', 'API key is invalid');
  return null;
}

function parseBody(body: string): { value: unknown } | HttpResponse {
  try {
    return { value: JSON.parse(body) as unknown };
  } catch {
    return invalid('The request body is not valid JSON.');
  }
}

/** One email of Resend's send-email shape, checked as Resend does; or the 422 it answers. */
function checkMail(value: unknown): Mail | HttpResponse {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return invalid('The request body is not valid JSON.');
  }
  const mail = value as Record<string, unknown>;
  const to = typeof mail.to === 'string' ? [mail.to] : mail.to;
  if (!Array.isArray(to) || to.length === 0 || !to.every((a) => typeof a === 'string' && a.includes('@'))) {
    return invalid('Missing `to` field.');
  }
  if (to.length > 50) return invalid('Too many recipients: `to` takes at most 50.');
  if (typeof mail.from !== 'string' || !mail.from.trim()) return invalid('Missing `from` field.');
  if (typeof mail.subject !== 'string') return invalid('Missing `subject` field.');
  const text = typeof mail.text === 'string' ? mail.text : undefined;
  const html = typeof mail.html === 'string' ? mail.html : undefined;
  if (text === undefined && html === undefined) return invalid('Missing `html` or `text` field.');
  if (mail.headers !== undefined && !isStringRecord(mail.headers)) {
    return invalid('`headers` must be an object of strings.');
  }
  return { to: to as string[], from: mail.from, subject: mail.subject, text, html, headers: mail.headers };
}

const isMail = (value: Mail | HttpResponse): value is Mail => !('status' in value);

/** Stores one email in the mailbox (an entry per recipient); its id. */
function deliver(mail: Mail, mailbox: Mailbox): string {
  const id = randomUUID();
  for (const address of mail.to) {
    mailbox.send({
      id,
      to: address,
      from: mail.from,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
  }
  return id;
}

/** `POST /__dev/resend/emails`: one email; `{ id }`. */
export function handleResendEmail(request: Request, mailbox: Mailbox, apiKey: string): HttpResponse {
  const refusal = refused(request, apiKey);
  if (refusal) return refusal;
  const body = parseBody(request.body);
  if ('status' in body) return body;
  const mail = checkMail(body.value);
  if (!isMail(mail)) return mail;
  return { status: 200, body: { id: deliver(mail, mailbox) } };
}

/** Resend's limit on one batch request. */
const MAX_BATCH = 100;

/**
 * `POST /__dev/resend/emails/batch`: an array of 1 to 100 emails, taken whole (one invalid
 * email refuses the batch, nothing stored); `{ data: [{ id }, …] }` in the request's order.
 */
export function handleResendBatch(request: Request, mailbox: Mailbox, apiKey: string): HttpResponse {
  const refusal = refused(request, apiKey);
  if (refusal) return refusal;
  const body = parseBody(request.body);
  if ('status' in body) return body;
  if (!Array.isArray(body.value) || body.value.length === 0) {
    return invalid('The batch must be an array of emails.');
  }
  if (body.value.length > MAX_BATCH) return invalid(`Too many emails: a batch takes at most ${MAX_BATCH}.`);
  const mails: Mail[] = [];
  for (const value of body.value) {
    const mail = checkMail(value);
    if (!isMail(mail)) return mail;
    mails.push(mail);
  }
  return { status: 200, body: { data: mails.map((mail) => ({ id: deliver(mail, mailbox) })) } };
}
