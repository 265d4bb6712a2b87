// document-link: POST /functions/v1/document-link { bucket, path } → { signedUrl }: a link to one
// document (tender-documents or company-documents) that works for 60 seconds. Storage lets no
// user sign a link (docs/security-checks.md G2): this function asks the database, with the
// caller's own token, whether they may open the document now (public.can_open_document; the
// REST API verifies the token, so a forged or expired one is refused there), and only then
// signs the link as the service. A document that is not there and one the caller may not open
// get the same 404.
import { callerAuthorization } from '../_shared/auth.ts';
import { CORS_HEADERS, preflight } from '../_shared/cors.ts';
import { callerRpc } from '../_shared/rpc.ts';
import { json, requiredEnv, serve } from '../_shared/runtime.ts';

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

/** Storage's signed URL for the object, made with the service-role key; null when Storage refuses. */
async function signAsService(bucket: string, path: string): Promise<string | null> {
  const base = requiredEnv('SUPABASE_URL').replace(/\/+$/, '');
  const key = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
  const object = [bucket, ...path.split('/')].map(encodeURIComponent).join('/');
  const response = await fetch(`${base}/storage/v1/object/sign/${object}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ expiresIn: LINK_SECONDS }),
  });
  if (!response.ok) return null;
  const { signedURL } = (await response.json()) as { signedURL?: unknown };
  return typeof signedURL === 'string' ? `${base}/storage/v1${signedURL}` : null;
}

async function handler(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return answer({ error: 'Use POST.' }, 405, { Allow: 'POST, OPTIONS' });
  const authorization = callerAuthorization(request);
  if (!authorization) return answer({ error: 'Sign in to open documents.' }, 401);
  const target = await readTarget(request);
  if (!target)
    return answer({ error: 'Name a bucket (tender-documents or company-documents) and a path.' }, 400);

  const allowed = await callerRpc<boolean>(
    'can_open_document',
    { p_bucket: target.bucket, p_name: target.path },
    authorization,
  );
  if (allowed.error) {
    if (allowed.error.status === 401 || allowed.error.status === 403) {
      return answer({ error: 'Sign in to open documents.' }, 401);
    }
    console.error('document-link: can_open_document failed', allowed.error.message);
    return answer({ error: 'The link could not be made.' }, 500);
  }
  if (allowed.data !== true) return notFound();

  const signedUrl = await signAsService(target.bucket, target.path);
  // Gone between the check and the signature.
  if (!signedUrl) return notFound();
  return answer({ signedUrl, expiresIn: LINK_SECONDS });
}

serve(handler);
