// Sending through Resend's batch endpoint (https://resend.com/docs/api-reference/emails/send-batch-emails):
// POST {RESEND_API_URL}/emails/batch with the API key as a bearer token and an array of up to
// 100 emails; Resend answers { data: [{ id }, …] }, one id per email in order. A batch is sent
// or refused whole: a failed batch is released for the next run, never recorded as sent.
// Resend takes one Idempotency-Key per request, derived here from the batch's message ids, so
// the same batch sent again after a run that could not record it (finish_reminders failed)
// is not delivered twice.

import { sha256Hex } from './sha256.ts';

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

export type BatchResult = { ok: true; providerIds: string[] } | { ok: false; error: string };

export const DEFAULT_RESEND_API_URL = 'https://api.resend.com';

/** Resend's limit: at most this many emails in one batch request. */
export const MAX_BATCH = 100;
/** How long one batch may take before it counts as failed (retried next run). */
const SEND_TIMEOUT_MS = 30_000;
/** A 429 (over the account's rate) is retried after its Retry-After, this many times, then counts as failed. */
const RATE_LIMIT_RETRIES = 3;
const MAX_RETRY_AFTER_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The batch's Idempotency-Key: 'reminders/' + the SHA-256 (hex) of its message ids in order. */
export async function batchIdempotencyKey(ids: string[]): Promise<string> {
  return `reminders/${await sha256Hex(ids.join(','))}`;
}

/** Sends up to 100 emails in one request. Never throws: a refusal, a network error or a timeout fails the batch. */
export async function sendBatch(
  config: ResendConfig,
  emails: OutgoingEmail[],
  fetchImpl: typeof fetch = fetch,
): Promise<BatchResult> {
  if (emails.length === 0 || emails.length > MAX_BATCH) {
    return { ok: false, error: `a batch holds 1 to ${MAX_BATCH} emails, not ${emails.length}` };
  }
  const key = await batchIdempotencyKey(emails.map((email) => email.id));
  for (let attempt = 0; ; attempt++) {
    const result = await sendOnce(config, emails, key, fetchImpl);
    if (result.retryAfterMs === undefined || attempt >= RATE_LIMIT_RETRIES) return result.result;
    await sleep(result.retryAfterMs);
  }
}

async function sendOnce(
  config: ResendConfig,
  emails: OutgoingEmail[],
  idempotencyKey: string,
  fetchImpl: typeof fetch,
): Promise<{ result: BatchResult; retryAfterMs?: number }> {
  try {
    const response = await fetchImpl(`${config.apiUrl.replace(/\/+$/, '')}/emails/batch`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(
        emails.map((email) => ({
          from: config.from,
          to: [email.to],
          subject: email.subject,
          html: email.html,
          text: email.text,
          headers: email.headers,
        })),
      ),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { data?: unknown; message?: unknown } | null;
    const ids = Array.isArray(body?.data) ? (body.data as { id?: unknown }[]).map((entry) => entry?.id) : [];
    if (response.ok && ids.length === emails.length && ids.every((id) => typeof id === 'string')) {
      return { result: { ok: true, providerIds: ids as string[] } };
    }
    const reason = typeof body?.message === 'string' ? `: ${body.message}` : '';
    const result: BatchResult = { ok: false, error: `HTTP ${response.status}${reason}` };
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
 * Sends every email in batches of at most 100, `concurrency` batches at a time, and sorts
 * their ids into sent and failed (a failed batch: all of its ids). Past Resend's rate a 429
 * is waited out a few times; then the batch counts as failed and goes out next run.
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
  const batches: OutgoingEmail[][] = [];
  for (let i = 0; i < emails.length; i += MAX_BATCH) batches.push(emails.slice(i, i + MAX_BATCH));
  const sent: string[] = [];
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      const result = await sendBatch(config, batch, options.fetchImpl);
      for (const email of batch) {
        if (result.ok) sent.push(email.id);
        else {
          failed.push(email.id);
          options.onFailure?.(email, result.error);
        }
      }
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 2, batches.length)) }, worker),
  );
  return { sent, failed };
}
