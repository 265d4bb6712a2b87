// send-reminders: one run of the reminder job. pg_cron + pg_net POST here every 15 minutes
// on hosted Supabase (migration 20260802000100_reminder_schedule.sql), the local stack's
// scheduler does the same, and tests POST themselves. Only the service role may run it.
//
// What is due is decided in SQL: collect_reminders records it in the ledger and leases the
// unsent messages to this run; this function renders each one, sends it through Resend and
// tells finish_reminders which went out (recorded as sent) and which failed (released for
// the next run). Answers { sent, failed }.
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

/** Sends at once at most this many (RESEND_CONCURRENCY overrides; Resend's default rate is a few a second). */
const DEFAULT_CONCURRENCY = 4;

/** The run's phases in a Server-Timing header (collect, render, send, finish), for the benchmark and logs. */
class ServerTiming {
  private last = performance.now();
  private readonly phases: string[] = [];
  mark(name: string): void {
    const now = performance.now();
    this.phases.push(`${name};dur=${(now - this.last).toFixed(1)}`);
    this.last = now;
  }
  header(): Record<string, string> {
    return { 'Server-Timing': this.phases.join(', ') };
  }
}

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
  const collected = await serviceRpc<CollectedReminders | null>(
    'collect_reminders',
    at.now ? { p_now: at.now } : {},
  );
  if (collected.error) {
    console.error('send-reminders: collect_reminders failed', collected.error.message);
    return json({ error: 'Could not collect the reminders.' }, 500);
  }
  const { claim, messages } = collected.data ?? { claim: null, messages: [] };
  timing.mark('collect');
  if (!claim || messages.length === 0) return json({ sent: 0, failed: 0 }, 200, timing.header());

  const emails: OutgoingEmail[] = [];
  const unrenderable: string[] = [];
  for (const message of messages) {
    try {
      emails.push({ id: message.id, to: message.to, ...renderReminderEmail(message, siteUrl) });
    } catch (error) {
      console.error(`send-reminders: message ${message.id} could not be rendered`, error);
      unrenderable.push(message.id);
    }
  }
  timing.mark('render');
  const concurrency = Number(env('RESEND_CONCURRENCY')) || DEFAULT_CONCURRENCY;
  const { sent, failed } = await sendAll(resend, emails, {
    concurrency,
    onFailure: (email, error) => console.error(`send-reminders: message ${email.id} not sent: ${error}`),
  });
  failed.push(...unrenderable);
  timing.mark('send');

  const finished = await serviceRpc('finish_reminders', { p_claim: claim, p_sent: sent, p_failed: failed });
  if (finished.error) {
    // The lease runs out and the next run sends them again; Resend drops the repeats it
    // already delivered (the message id is the Idempotency-Key).
    console.error('send-reminders: finish_reminders failed', finished.error.message);
    return json(
      { error: 'Could not record the sent reminders.', sent: sent.length, failed: failed.length },
      500,
    );
  }
  timing.mark('finish');
  return json({ sent: sent.length, failed: failed.length }, 200, timing.header());
}

serve(handler);
