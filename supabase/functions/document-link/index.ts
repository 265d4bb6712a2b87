// document-link: POST /functions/v1/document-link { bucket, path } → { signedUrl }: a link to one
// document (tender-documents or company-documents) that works for 60 seconds. Storage lets no
// user sign a link (docs/security-checks.md G2): this function asks the database, with the
// caller's own token, whether they may open the document now (public.can_open_document; the
// REST API verifies the token, so a forged or expired one is refused there), and only then
// signs the link as the service. A document that is not there and one the caller may not open
// get the same 404.
import { CORS_HEADERS, preflight } from '../_shared/cors.ts';
import { json } from '../_shared/runtime.ts';
import { callerClient, serviceClient } from '../_shared/supabase.ts';

/** How long a link works: made at the click, it lives as long as opening takes. */
const LINK_SECONDS = 60;
const BUCKETS = new Set(['tender-documents', 'company-documents']);

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  json(body, status, { ...CORS_HEADERS, 'Cache-Control': 'no-store', ...headers });
const notFound = () => answer({ error: 'Document not found' }, 404);

async function readTarget(request: Request): Promise<{ bucket: string; path: string } | null> {
  try {
    const body = (await request.json()) as { bucket?: unknown; path?: unknown };
    const { bucket, path } = body;
    if (typeof bucket !== 'string' || !BUCKETS.has(bucket)) return null;
    if (typeof path !== 'string' || path.length === 0 || path.length > 1024) return null;
    return { bucket, path };
  } catch {
    return null;
  }
}

async function handler(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return answer({ error: 'Use POST.' }, 405, { Allow: 'POST, OPTIONS' });
  const authorization = request.headers.get('Authorization');
  if (!authorization || !/^Bearer\s+\S+$/i.test(authorization)) {
    return answer({ error: 'Sign in to open documents.' }, 401);
  }
  const target = await readTarget(request);
  if (!target)
    return answer({ error: 'Name a bucket (tender-documents or company-documents) and a path.' }, 400);

  const allowed = await callerClient(authorization).rpc('can_open_document', {
    p_bucket: target.bucket,
    p_name: target.path,
  });
  if (allowed.error) {
    if (allowed.status === 401 || allowed.status === 403) {
      return answer({ error: 'Sign in to open documents.' }, 401);
    }
    console.error('document-link: can_open_document failed', allowed.error.message);
    return answer({ error: 'The link could not be made.' }, 500);
  }
  if (allowed.data !== true) return notFound();

  const signed = await serviceClient().storage.from(target.bucket).createSignedUrl(target.path, LINK_SECONDS);
  // Gone between the check and the signature.
  if (signed.error) return notFound();
  return answer({ signedUrl: signed.data.signedUrl, expiresIn: LINK_SECONDS });
}

Deno.serve(handler);
