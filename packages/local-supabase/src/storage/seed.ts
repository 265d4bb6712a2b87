// Buckets from supabase/config.toml (`[storage.buckets.<name>]`), the Supabase CLI way:
// on a fresh database each bucket is created unless a migration already did, and with
// the demo seed every file under its `objects_path` is uploaded, its path relative to
// that folder becoming the object name (`<objects_path>/a/b.pdf` → `a/b.pdf`).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { BucketConfig } from '../config';
import type { LocalDatabase } from '../database';
import { LocalStackError } from '../errors';
import type { BlobStore } from './blobs';
import { findBucket } from './buckets';
import { checkObjectName } from './keys';
import { storeObject } from './write';

const MIME_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

export const mimeTypeOf = (file: string): string =>
  MIME_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Every file under dir (hidden files skipped), as paths relative to dir with `/` separators. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at).sort()) {
      if (entry.startsWith('.')) continue;
      const full = join(at, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}

export async function seedBuckets(
  db: LocalDatabase,
  blobs: BlobStore,
  buckets: BucketConfig[],
  options: { objects: boolean; log: (line: string) => void },
): Promise<void> {
  for (const b of buckets) {
    await db.transaction((q) =>
      q.query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
         values ($1, $1, $2, $3, $4) on conflict (id) do nothing`,
        [b.name, b.public, b.fileSizeLimit, b.allowedMimeTypes],
      ),
    );
    if (!options.objects || !b.objectsPath) continue;
    if (!existsSync(b.objectsPath)) {
      options.log(
        `[storage.buckets.${b.name}] objects_path ${b.objectsPath} does not exist: nothing to upload`,
      );
      continue;
    }
    let files: string[];
    try {
      files = filesUnder(b.objectsPath);
    } catch {
      throw new LocalStackError(
        `[storage.buckets.${b.name}] objects_path ${b.objectsPath} is not a readable folder`,
      );
    }
    const bucket = await findBucket(db, b.name);
    for (const name of files) {
      const bytes = readFileSync(join(b.objectsPath, name));
      await storeObject(
        { db, blobs, fileSizeLimit: Number.MAX_SAFE_INTEGER },
        {
          bucket,
          name: checkObjectName(name),
          upload: { bytes, mimetype: mimeTypeOf(name), cacheControl: 'max-age=3600', userMetadata: null },
          mode: 'upsert',
          owner: null,
        },
      );
    }
    options.log(`seeded bucket ${b.name} with ${files.length} file${files.length === 1 ? '' : 's'}`);
  }
}
