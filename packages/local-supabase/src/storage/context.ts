// What every Storage endpoint needs (like rest/'s request context): the database, the
// blob store, the JWT secret, the global upload limit, and the verified caller.
import type { JwtSecret } from '../jwt';
import type { LocalDatabase } from '../database';
import type { HttpRequest, Queryable, RequestScope } from '../types';
import type { BlobStore } from './blobs';
import { fromDatabase } from './errors';

export interface StorageOptions {
  db: LocalDatabase;
  blobs: BlobStore;
  jwtSecret: JwtSecret;
  /** Storage's global upload limit in bytes (`[storage] file_size_limit`). */
  fileSizeLimit: number;
}

export interface StorageRequest extends HttpRequest {
  /** The raw body (uploads are binary). */
  bytes: Buffer;
}

/** The verified JWT's role and claims; `owner` is the user id when the token names one. */
export interface Caller {
  role: RequestScope['role'];
  claims: Record<string, unknown>;
  owner: string | null;
}

export interface StorageContext extends StorageOptions {
  req: StorageRequest;
  /**
   * Storage's name for the route being served (`storage.object.sign`…): what it sets as
   * `storage.operation` for the caller's queries, so policies may tell a download from a delete.
   */
  operation: string;
  /** Runs fn in one transaction under the caller's role and claims, so RLS decides. */
  asCaller<T>(caller: Caller, fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * Storage's testPermission: runs fn as the caller and rolls it back. Storage proves a
   * write this way, then makes it as its own superuser role.
   */
  testPermission(caller: Caller, fn: (q: Queryable) => Promise<unknown>): Promise<void>;
}

/** Thrown to roll a permission test back once it has passed. */
class PermissionTested {}

export function createStorageContext(options: StorageOptions, req: StorageRequest): StorageContext {
  const ctx: StorageContext = {
    ...options,
    req,
    operation: '',
    asCaller: async (caller, fn) => {
      const scope: RequestScope = {
        role: caller.role,
        claims: caller.claims,
        method: req.method,
        path: req.path,
        readOnly: false,
        operation: ctx.operation,
      };
      try {
        return await options.db.asRequest(scope, fn);
      } catch (error) {
        throw fromDatabase(error) ?? error;
      }
    },
    testPermission: async (caller, fn) => {
      try {
        await ctx.asCaller(caller, async (q) => {
          await fn(q);
          throw new PermissionTested();
        });
      } catch (error) {
        if (!(error instanceof PermissionTested)) throw error;
      }
    },
  };
  return ctx;
}
