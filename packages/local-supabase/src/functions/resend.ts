// The dev Resend endpoint: `POST /__dev/resend/emails` takes Resend's send-email request
// (`Authorization: Bearer <RESEND_API_KEY>`, JSON `{ from, to, subject, html, text, headers }`)
// and puts the mail in the dev mailbox, one entry per recipient, answering `{ id }` as Resend
// does. Functions reach it through the RESEND_API_URL the stack gives them.
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

export function handleResendEmail(
  request: { method: string; headers: Record<string, string | undefined>; body: string },
  mailbox: Mailbox,
  apiKey: string,
): HttpResponse {
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
  let mail: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(request.body);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    mail = parsed as Record<string, unknown>;
  } catch {
    return invalid('The request body is not valid JSON.');
  }
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
  const id = randomUUID();
  for (const address of to as string[]) {
    mailbox.send({
      id,
      to: address,
      from: mail.from,
      subject: mail.subject,
      text,
      html,
      headers: mail.headers,
    });
  }
  return { status: 200, body: { id } };
}
