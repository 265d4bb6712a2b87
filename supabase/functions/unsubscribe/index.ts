// unsubscribe: RFC 8058's one-click endpoint, which every reminder email names in its
// List-Unsubscribe header (with List-Unsubscribe-Post: List-Unsubscribe=One-Click). A mail
// client POSTs `List-Unsubscribe=One-Click` to /functions/v1/unsubscribe?token=… and the
// email's kind is turned off: the signed token names one user and one preference, so no
// sign-in is needed (verify_jwt is off, supabase/config.toml). A GET acts on nothing — mail
// scanners open links — and is sent on to the app's page, which asks before it unsubscribes.
import { unsubscribeUrl } from '../_shared/reminders.ts';
import { json, requiredEnv } from '../_shared/runtime.ts';
import { callerClient } from '../_shared/supabase.ts';

const ONE_CLICK = /(?:^|&)List-Unsubscribe=One-Click(?:&|$)/;

async function handler(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (request.method === 'GET' || request.method === 'HEAD') {
    return new Response(null, {
      status: 303,
      headers: { Location: unsubscribeUrl(requiredEnv('SITE_URL'), token), 'Cache-Control': 'no-store' },
    });
  }
  if (request.method !== 'POST') return json({ error: 'Use POST.' }, 405, { Allow: 'GET, HEAD, POST' });
  if (!ONE_CLICK.test((await request.text()).trim())) {
    return json({ error: 'The body must be List-Unsubscribe=One-Click.' }, 400);
  }
  const { data, error, status } = await callerClient().rpc('unsubscribe_reminders', { p_token: token });
  if (error) {
    if (status === 400) return json({ error: 'This unsubscribe link is not valid.' }, 400);
    console.error('unsubscribe: unsubscribe_reminders failed', error.message);
    return json({ error: 'Could not unsubscribe.' }, 500);
  }
  return json({ unsubscribed: data });
}

Deno.serve(handler);
