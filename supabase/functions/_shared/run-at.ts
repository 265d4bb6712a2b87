// Which instant a send-reminders run is for. Tests drive the clock with a JSON body
// { "now": "<ISO instant>" }, which only the local stack accepts (SUPABASE_LOCAL_STACK=1):
// on hosted Supabase such a body is refused, so nobody can replay or pre-send reminders.
import { env } from './runtime.ts';

/** The instant to run as: the body's `now` (local stack only), else the database's now(). */
export async function runAt(request: Request): Promise<{ now?: string } | { refused: string }> {
  const raw = await request.text();
  if (!raw.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { refused: 'The body must be JSON.' };
  }
  const now = (body as { now?: unknown } | null)?.now;
  if (now === undefined) return {};
  if (env('SUPABASE_LOCAL_STACK') !== '1') return { refused: '"now" is accepted only by the local stack.' };
  if (typeof now !== 'string' || Number.isNaN(Date.parse(now))) {
    return { refused: '"now" must be an ISO 8601 instant.' };
  }
  return { now: new Date(now).toISOString() };
}
