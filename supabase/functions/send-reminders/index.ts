// send-reminders: one run of the reminder job. pg_cron + pg_net POST here every 15 minutes
// on hosted Supabase (migration 20260802000100_reminder_schedule.sql), the local stack's
// scheduler does the same, and tests POST themselves. Only the service role may run it.
//
// What is due is decided in SQL: collect_reminders records it in the ledger (once: a run's
// later pages decide nothing) and leases a page of at most PAGE_SIZE unsent messages to this
// run; this function renders each one, sends them through Resend's batch endpoint and tells
// finish_reminders which went out (recorded as sent) and which failed (released for the next
// run), then asks for the next page until none remain. A page with a failure ends the run
// (Resend is refusing or down: the rest waits for the next run, 15 minutes on). No answer
// grows with the number of customers. Answers { sent, failed }.
//
// In the local stack only (SUPABASE_LOCAL_STACK=1) a JSON body { "now": "<ISO instant>" }
// runs the job as of that instant; elsewhere such a body is refused with 400.
import { isServiceRole } from '../_shared/auth.ts';
import { renderReminderEmail } from '../_shared/reminder-email.ts';
import type { CollectedReminders } from '../_shared/reminders.ts';
import { DEFAULT_RESEND_API_URL, sendAll, type OutgoingEmail } from '../_shared/resend.ts';
import { serviceRpc } from '../_shared/rpc.ts';
import { runAt } from '../_shared/run-at.ts';
import { env, json, requiredEnv, serve } from '../_shared/runtime.ts';

/** Batch requests (of up to 100 emails) in flight at once (RESEND_CONCURRENCY overrides; Resend's default rate is 2 requests a second). */
const DEFAULT_CONCURRENCY = 2;
/** Messages claimed, sent and finished at a time (REMINDERS_PAGE_SIZE overrides, 1 to 1,000). */
const DEFAULT_PAGE_SIZE = 500;
/** A run ends after this many pages whatever remains (the next run goes on). */
const MAX_PAGES = 200;

/** The run's phases summed over its pages in a Server-Timing header (collect, render, send, finish, pages), for the benchmark and logs. */
class ServerTiming {
  private last = performance.now();
  private readonly phases = new Map<string, number>();
  pages = 0;
  mark(name: string): void {
    const now = performance.now();
    this.phases.set(name, (this.phases.get(name) ?? 0) + now - this.last);
    this.last = now;
  }
  header(): Record<string, string> {
    const phases = [...this.phases].map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`);
    return { 'Server-Timing': [...phases, `pages;desc=${this.pages}`].join(', ') };
  }
}

type PageResult = { sent: number; failed: number; remaining: number } | { error: Response };

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
  let sent = 0;
  let failed = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await sendPage(at.now, { siteUrl, resend, concurrency, pageSize, timing });
    if ('error' in result) return result.error;
    sent += result.sent;
    failed += result.failed;
    if (result.failed > 0 || result.remaining === 0) break;
  }
  return json({ sent, failed }, 200, timing.header());
}

/** One page: collect (decide if needed, claim), render, send in batches, finish. */
async function sendPage(
  now: string | undefined,
  run: {
    siteUrl: string;
    resend: { apiUrl: string; apiKey: string; from: string };
    concurrency: number;
    pageSize: number;
    timing: ServerTiming;
  },
): Promise<PageResult> {
  const { timing } = run;
  const collected = await serviceRpc<CollectedReminders | null>('collect_reminders', {
    ...(now ? { p_now: now } : {}),
    p_limit: run.pageSize,
  });
  if (collected.error) {
    console.error('send-reminders: collect_reminders failed', collected.error.message);
    return { error: json({ error: 'Could not collect the reminders.' }, 500) };
  }
  const { claim, messages, remaining = 0 } = collected.data ?? { claim: null, messages: [] };
  timing.pages++;
  timing.mark('collect');
  if (!claim || messages.length === 0) return { sent: 0, failed: 0, remaining };

  const emails: OutgoingEmail[] = [];
  const unrenderable: string[] = [];
  for (const message of messages) {
    try {
      emails.push({ id: message.id, to: message.to, ...renderReminderEmail(message, run.siteUrl) });
    } catch (error) {
      console.error(`send-reminders: message ${message.id} could not be rendered`, error);
      unrenderable.push(message.id);
    }
  }
  timing.mark('render');
  const { sent, failed } = await sendAll(run.resend, emails, {
    concurrency: run.concurrency,
    onFailure: (email, error) => console.error(`send-reminders: message ${email.id} not sent: ${error}`),
  });
  failed.push(...unrenderable);
  timing.mark('send');

  const finished = await serviceRpc('finish_reminders', { p_claim: claim, p_sent: sent, p_failed: failed });
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
  timing.mark('finish');
  return { sent: sent.length, failed: failed.length, remaining };
}

serve(handler);
