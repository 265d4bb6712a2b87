// An upload's bytes, content type and cache control: storage-js sends a Blob or File as
// multipart/form-data (fields `cacheControl`, `metadata` and the file under ''), and
// anything else raw with `content-type` and `cache-control: max-age=N` headers.
import { invalidMimeType, invalidRequest } from './errors';
import type { StorageRequest } from './context';

export interface UploadBody {
  bytes: Buffer;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function parseMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * What a header value may not hold (Node's rule: a tab, printable ASCII and Latin-1 only): a
 * control character such as CR or LF in a value served back as a header would split it.
 */
const NOT_IN_A_HEADER = /[^\t -~\u0080-\u00ff]/;

/** Refuses a content type or cache control that could not be served back as a header. */
function checked(upload: UploadBody): UploadBody {
  if (NOT_IN_A_HEADER.test(upload.mimetype)) throw invalidMimeType(JSON.stringify(upload.mimetype));
  if (NOT_IN_A_HEADER.test(upload.cacheControl)) throw invalidRequest('Invalid cache control');
  return upload;
}

export async function readUpload(req: StorageRequest): Promise<UploadBody> {
  const type = req.headers['content-type'] ?? '';
  if (/^multipart\/form-data/i.test(type)) {
    let form: FormData;
    try {
      form = await new Response(new Blob([new Uint8Array(req.bytes)]), {
        headers: { 'content-type': type },
      }).formData();
    } catch {
      throw invalidRequest('The multipart body could not be parsed');
    }
    const file = [...form.values()].find((v): v is File => typeof v !== 'string');
    if (!file) throw invalidRequest('No content provided');
    const cacheTime = form.get('cacheControl');
    const contentType = form.get('contentType');
    return checked({
      bytes: Buffer.from(await file.arrayBuffer()),
      mimetype: (typeof contentType === 'string' && contentType) || file.type || 'application/octet-stream',
      cacheControl: typeof cacheTime === 'string' && cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: parseMetadata(form.get('metadata') as string | null),
    });
  }
  const encoded = req.headers['x-metadata'];
  return checked({
    bytes: req.bytes,
    mimetype: type || 'application/octet-stream',
    cacheControl: req.headers['cache-control'] ?? 'no-cache',
    userMetadata: parseMetadata(encoded ? Buffer.from(encoded, 'base64').toString('utf8') : null),
  });
}
