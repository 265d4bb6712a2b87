// send-reminders: one run of the reminder job. pg_cron + pg_net POST here every minute
// on hosted Supabase (the schedule in supabase/schemas/08_reminders.sql), the local stack's
// scheduler does the same, and tests POST themselves. Only a caller holding the service-role
// key itself may run it (checked here, whether or not the gateway verifies JWTs).
//
// What is due is decided in SQL: collect_reminders records it in the ledger (once: a run's
// later pages decide nothing) and leases a page of at most 500 unsent messages to this
// run; this function renders each one, sends them through Resend's batch endpoint and tells
// finish_reminders which went out (recorded as sent) and which failed (released for the next
// run), then the next pages until none remain; two pages are claimed side by side while one is
// rendered and sent. A page with a failure ends the run (Resend is refusing or down: the
// pages already claimed are released unsent, the rest waits for the next run, a minute on).
// No answer grows with the number of customers. Answers { sent, failed }.
//
// In the local stack only (SUPABASE_LOCAL_STACK=1) a JSON body { "now": "<ISO instant>" }
// runs the job as of that instant; elsewhere such a body is refused with 400.
import { isServiceRole } from '../_shared/auth.ts';
import { renderReminderEmail } from '../_shared/reminder-email.ts';
import type { CollectedReminders, ReminderMessage } from '../_shared/reminders.ts';
import { DEFAULT_RESEND_API_URL, sendAll, type OutgoingEmail } from '../_shared/resend.ts';
import { runAt } from '../_shared/run-at.ts';
import { env, json, requiredEnv } from '../_shared/runtime.ts';
import { serviceClient } from '../_shared/supabase.ts';

/** Batch requests (of up to 100 emails) in flight at once (RESEND_CONCURRENCY overrides; Resend's default rate is 2 requests a second). */
const DEFAULT_CONCURRENCY = 2;
/** Messages claimed, sent and finished at a time (REMINDERS_PAGE_SIZE overrides, 1 to 1,000). */
const DEFAULT_PAGE_SIZE = 500;
/** A run ends after this many pages whatever remains (the next run goes on). */
const MAX_PAGES = 200;
/** Pages claimed at once while one is sent (the claims run side by side in the database). */
const PAGES_IN_FLIGHT = 2;

/** The run's phases summed over its pages in a Server-Timing header (collect, render, send, finish, pages), for the benchmark and logs. Collecting the next page overlaps sending this one, so the phases add up to more than the run. */
class ServerTiming {
  private readonly phases = new Map<string, number>();
  pages = 0;
  async time<T>(name: string, step: () => Promise<T> | T): Promise<T> {
    const started = performance.now();
    try {
      return await step();
    } finally {
      this.phases.set(name, (this.phases.get(name) ?? 0) + performance.now() - started);
    }
  }
  header(): Record<string, string> {
    const phases = [...this.phases].map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`);
    return { 'Server-Timing': [...phases, `pages;desc=${this.pages}`].join(', ') };
  }
}

type Run = {
  db: ReturnType<typeof serviceClient>;
  now: string | undefined;
  siteUrl: string;
  apiUrl: string;
  resend: { apiUrl: string; apiKey: string; from: string };
  concurrency: number;
  pageSize: number;
  timing: ServerTiming;
};

type Page = { claim: string | null; messages: ReminderMessage[]; remaining: number } | { error: Response };

type PageResult = { sent: number; failed: number } | { error: Response };

async function handler(request: Request): Promise<Response> {
  if (request.method !== 'POST') return json({ error: 'Use POST.' }, 405, { Allow: 'POST' });
  const serviceRoleKey = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!isServiceRole(request, serviceRoleKey)) {
    return json({ error: 'Only the service role may run the reminders.' }, 403);
  }
  const at = await runAt(request);
  if ('refused' in at) return json({ error: at.refused }, 400);

  const siteUrl = requiredEnv('SITE_URL');
  const resend = {
    apiUrl: env('RESEND_API_URL') ?? DEFAULT_RESEND_API_URL,
    apiKey: requiredEnv('RESEND_API_KEY'),
    from: requiredEnv('REMINDERS_FROM'),
  };
  const timing = new ServerTiming();
  const concurrency = Number(env('RESEND_CONCURRENCY')) || DEFAULT_CONCURRENCY;
  const pageSize = Math.min(
    Math.max(Math.trunc(Number(env('REMINDERS_PAGE_SIZE'))) || DEFAULT_PAGE_SIZE, 1),
    1000,
  );
  const apiUrl = requiredEnv('SUPABASE_URL');
  const run: Run = {
    db: serviceClient(),
    now: at.now,
    siteUrl,
    apiUrl,
    resend,
    concurrency,
    pageSize,
    timing,
  };
  let sent = 0;
  let failed = 0;
  let requested = 1;
  // The first page decides; then up to PAGES_IN_FLIGHT pages are claimed at once while one is
  // rendered and sent (the database claims them side by side: a claim skips what another holds).
  const claims: Promise<Page>[] = [collectPage(run)];
  while (claims.length > 0) {
    const current = await claims.shift()!;
    if ('error' in current) {
      await releasePages(run, claims);
      return current.error;
    }
    // Unclaimed messages beyond what the claims in flight will take: claim more. A claim cannot
    // see what a claim beside it is taking, so its count may be high; an empty page settles it.
    while (
      current.messages.length > 0 &&
      claims.length < PAGES_IN_FLIGHT &&
      current.remaining > claims.length * pageSize &&
      requested < MAX_PAGES
    ) {
      claims.push(collectPage(run));
      requested++;
    }
    const result = await sendPage(current, run);
    if ('error' in result) {
      await releasePages(run, claims);
      return result.error;
    }
    sent += result.sent;
    failed += result.failed;
    if (result.failed > 0) {
      // Resend is refusing or down: the pages already claimed go back unsent, the rest waits for the next run.
      await releasePages(run, claims);
      break;
    }
  }
  return json({ sent, failed }, 200, timing.header());
}

/** Decides if needed and claims the next page of at most pageSize messages. */
async function collectPage(run: Run): Promise<Page> {
  const collected = await run.timing.time('collect', () =>
    run.db.rpc('collect_reminders', { ...(run.now ? { p_now: run.now } : {}), p_limit: run.pageSize }),
  );
  if (collected.error) {
    console.error('send-reminders: collect_reminders failed', collected.error.message);
    return { error: json({ error: 'Could not collect the reminders.' }, 500) };
  }
  run.timing.pages++;
  const page = collected.data as CollectedReminders | null;
  const { claim, messages, remaining = 0 } = page ?? { claim: null, messages: [] };
  return { claim, messages, remaining };
}

/** Gives claimed pages back unsent (released for the next run). */
async function releasePages(run: Run, claims: Promise<Page>[]): Promise<void> {
  for (const page of await Promise.all(claims.splice(0))) {
    if ('error' in page || !page.claim || page.messages.length === 0) continue;
    const ids = page.messages.map((message) => message.id);
    const released = await run.db.rpc('finish_reminders', { p_claim: page.claim, p_sent: [], p_failed: ids });
    if (released.error) console.error('send-reminders: could not release a page', released.error.message);
  }
}

/** One page: render, send in batches, finish. */
async function sendPage(
  page: { claim: string | null; messages: ReminderMessage[] },
  run: Run,
): Promise<PageResult> {
  const { claim, messages } = page;
  if (!claim || messages.length === 0) return { sent: 0, failed: 0 };
  const emails: OutgoingEmail[] = [];
  const unrenderable: string[] = [];
  await run.timing.time('render', () => {
    for (const message of messages) {
      try {
        emails.push({
          id: message.id,
          to: message.to,
          ...renderReminderEmail(message, run.siteUrl, run.apiUrl),
        });
      } catch (error) {
        console.error(`send-reminders: message ${message.id} could not be rendered`, error);
        unrenderable.push(message.id);
      }
    }
  });
  const { sent, failed } = await run.timing.time('send', () =>
    sendAll(run.resend, emails, {
      concurrency: run.concurrency,
      onFailure: (email, error) => console.error(`send-reminders: message ${email.id} not sent: ${error}`),
    }),
  );
  failed.push(...unrenderable);

  const finished = await run.timing.time('finish', () =>
    run.db.rpc('finish_reminders', { p_claim: claim, p_sent: sent, p_failed: failed }),
  );
  if (finished.error) {
    // The lease runs out and a later run sends them again; Resend drops the repeats it
    // already delivered (the batch's Idempotency-Key, from its message ids).
    console.error('send-reminders: finish_reminders failed', finished.error.message);
    return {
      error: json(
        { error: 'Could not record the sent reminders.', sent: sent.length, failed: failed.length },
        500,
      ),
    };
  }
  return { sent: sent.length, failed: failed.length };
}

Deno.serve(handler);
