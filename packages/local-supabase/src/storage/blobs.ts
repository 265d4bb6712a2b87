// Where object bytes live: one file per object version under a directory (the data
// directory's `storage/`), or a Map for in-memory stacks. A version is written before
// its row commits and deleted if the commit fails, so nothing half-done survives.
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface BlobStore {
  write(version: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when the version has no file. */
  read(version: string): Promise<Buffer | undefined>;
  copy(from: string, to: string): Promise<void>;
  remove(version: string): Promise<void>;
  /** Whether the version has a file (tests prove failed uploads leave none). */
  has(version: string): Promise<boolean>;
  /** How many versions are stored. */
  count(): Promise<number>;
}

const VERSION = /^[0-9a-f-]{36}$/;

function checked(version: string): string {
  if (!VERSION.test(version)) throw new Error(`Not an object version: ${version}`);
  return version;
}

export function memoryBlobs(): BlobStore {
  const files = new Map<string, Buffer>();
  return {
    write: async (v, bytes) => void files.set(checked(v), Buffer.from(bytes)),
    read: async (v) => files.get(checked(v)),
    copy: async (from, to) => {
      const bytes = files.get(checked(from));
      if (!bytes) throw new Error(`No file for version ${from}`);
      files.set(checked(to), bytes);
    },
    remove: async (v) => void files.delete(checked(v)),
    has: async (v) => files.has(checked(v)),
    count: async () => files.size,
  };
}

export function diskBlobs(dir: string): BlobStore {
  const ready = mkdir(dir, { recursive: true });
  const path = (v: string) => join(dir, checked(v));
  return {
    write: async (v, bytes) => {
      await ready;
      await writeFile(path(v), bytes);
    },
    read: async (v) => readFile(path(v)).catch(() => undefined),
    copy: async (from, to) => {
      await ready;
      await copyFile(path(from), path(to));
    },
    remove: (v) => rm(path(v), { force: true }),
    has: async (v) => (await stat(path(v)).catch(() => null)) !== null,
    count: async () => {
      await ready;
      return (await readdir(dir)).length;
    },
  };
}
