// calendar-feed: GET /functions/v1/calendar-feed?token=… — a user's private calendar
// subscription (RFC 5545). Calendar apps send no Authorization header, so verify_jwt is
// off (supabase/config.toml) and the token in the URL is the credential: the database keeps
// only its hash, and calendar_feed_events answers null for an unknown or revoked one, which
// is a 404 with an empty body here. An unchanged feed answers 304 to If-None-Match /
// If-Modified-Since.
import { buildCalendar, etagOf, notModified, type FeedEvents } from '../_shared/calendar.ts';
import { requiredEnv } from '../_shared/runtime.ts';
import { serviceClient } from '../_shared/supabase.ts';

/** Tokens are base64url of at least 32 bytes; anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43,128}$/;

const notFound = () => new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });

async function handler(request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return notFound();

  const { data, error } = await serviceClient().rpc('calendar_feed_events', { p_token: token });
  if (error) {
    console.error('calendar-feed: calendar_feed_events failed', error.message);
    return new Response(null, { status: 500 });
  }
  if (!data) return notFound();

  const feed = data as FeedEvents;
  const body = buildCalendar(feed, requiredEnv('SITE_URL'));
  const etag = await etagOf(body);
  const lastModified = feed.last_modified ? new Date(feed.last_modified) : null;
  const headers: Record<string, string> = {
    ETag: etag,
    // The URL is a credential: no shared cache keeps it; the app revalidates with the ETag.
    'Cache-Control': 'private, no-cache',
    ...(lastModified ? { 'Last-Modified': lastModified.toUTCString() } : {}),
  };
  if (notModified(request, etag, lastModified)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: {
      ...headers,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="tenderflow.ics"',
    },
  });
}

Deno.serve(handler);
