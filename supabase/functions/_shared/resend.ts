// Sending through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email):
// POST {RESEND_API_URL}/emails with the API key as a bearer token. The message's id goes
// along as the Idempotency-Key, so a message sent again after a run that could not record
// it (finish_reminders failed) is not delivered twice by Resend.

export interface ResendConfig {
  /** 'https://api.resend.com' on hosted Supabase; the local stack's dev endpoint locally. */
  apiUrl: string;
  apiKey: string;
  /** 'TenderFlow <reminders@example.com>' */
  from: string;
}

export interface OutgoingEmail {
  /** The ledger's message id: the idempotency key. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export type SendResult = { ok: true; providerId: string } | { ok: false; error: string };

export const DEFAULT_RESEND_API_URL = 'https://api.resend.com';

/** How long one send may take before it counts as failed (retried next run). */
const SEND_TIMEOUT_MS = 15_000;
/** A 429 (over the account's rate) is retried after its Retry-After, this many times, then counts as failed. */
const RATE_LIMIT_RETRIES = 3;
const MAX_RETRY_AFTER_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one email. Never throws: a refusal, a network error or a timeout is a failed send. */
export async function sendEmail(
  config: ResendConfig,
  email: OutgoingEmail,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  for (let attempt = 0; ; attempt++) {
    const result = await sendOnce(config, email, fetchImpl);
    if (result.retryAfterMs === undefined || attempt >= RATE_LIMIT_RETRIES) return result.result;
    await sleep(result.retryAfterMs);
  }
}

async function sendOnce(
  config: ResendConfig,
  email: OutgoingEmail,
  fetchImpl: typeof fetch,
): Promise<{ result: SendResult; retryAfterMs?: number }> {
  try {
    const response = await fetchImpl(`${config.apiUrl.replace(/\/+$/, '')}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': email.id,
      },
      body: JSON.stringify({
        from: config.from,
        to: [email.to],
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers,
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { id?: unknown; message?: unknown } | null;
    if (response.ok && typeof body?.id === 'string') return { result: { ok: true, providerId: body.id } };
    const reason = typeof body?.message === 'string' ? `: ${body.message}` : '';
    const result: SendResult = { ok: false, error: `HTTP ${response.status}${reason}` };
    if (response.status !== 429) return { result };
    const seconds = Number(response.headers.get('Retry-After'));
    return {
      result,
      retryAfterMs: Math.min(
        Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000,
        MAX_RETRY_AFTER_MS,
      ),
    };
  } catch (error) {
    return { result: { ok: false, error: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * Sends every email, `concurrency` at a time, and sorts their ids into sent and failed.
 * Resend answers 429 past the account's rate: those count as failed and go out next run.
 */
export async function sendAll(
  config: ResendConfig,
  emails: OutgoingEmail[],
  options: {
    concurrency?: number;
    fetchImpl?: typeof fetch;
    onFailure?: (email: OutgoingEmail, error: string) => void;
  } = {},
): Promise<{ sent: string[]; failed: string[] }> {
  const sent: string[] = [];
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const email = emails[next++]!;
      const result = await sendEmail(config, email, options.fetchImpl);
      if (result.ok) sent.push(email.id);
      else {
        failed.push(email.id);
        options.onFailure?.(email, result.error);
      }
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, emails.length)) }, worker),
  );
  return { sent, failed };
}
