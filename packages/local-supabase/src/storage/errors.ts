// Storage's error shape: `{statusCode, error, message}` (statusCode a string). Like
// supabase/storage, the HTTP status is 400 for every client error and 500 for server
// errors; the real status travels in `statusCode`, which storage-js reports as
// StorageApiError.statusCode (and `status` is the HTTP status).
import type { HttpResponse } from '../types';

export class StorageError extends Error {
  constructor(
    /** The status Storage means (404, 409, 413, 415…), sent as the body's statusCode. */
    readonly statusCode: number,
    /** Storage's error code (NoSuchKey, EntityTooLarge…). */
    readonly code: string,
    message: string,
    /** The legacy `error` field; defaults to the code. */
    readonly error: string = code,
  ) {
    super(message);
  }
}

export function storageErrorResponse(e: StorageError): HttpResponse {
  return {
    status: e.statusCode >= 500 ? 500 : 400,
    body: { statusCode: String(e.statusCode), code: e.code, error: e.error, message: e.message },
  };
}

export const noSuchBucket = (): StorageError =>
  new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const noSuchKey = (): StorageError =>
  new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found');
export const invalidKey = (key: string): StorageError =>
  new StorageError(400, 'InvalidKey', `Invalid key: ${key}`);
export const duplicate = (): StorageError =>
  new StorageError(409, 'Duplicate', 'The resource already exists', 'Duplicate');
export const entityTooLarge = (): StorageError =>
  new StorageError(
    413,
    'EntityTooLarge',
    'The object exceeded the maximum allowed size',
    'Payload too large',
  );
export const invalidMimeType = (mime: string): StorageError =>
  new StorageError(415, 'InvalidMimeType', `mime type ${mime} is not supported`, 'invalid_mime_type');
export const accessDenied = (message: string): StorageError =>
  new StorageError(403, 'AccessDenied', message, 'Unauthorized');
export const invalidJwt = (message: string): StorageError => new StorageError(400, 'InvalidJWT', message);
export const invalidSignature = (message = 'Invalid signature'): StorageError =>
  new StorageError(400, 'InvalidSignature', message);
export const invalidParameter = (name: string): StorageError =>
  new StorageError(400, 'InvalidParameter', `Invalid Parameter ${name}`);
export const invalidRequest = (message: string): StorageError =>
  new StorageError(400, 'InvalidRequest', message);
export const notSupported = (what: string): StorageError =>
  new StorageError(400, 'InvalidRequest', `${what} is not supported by the local stack`);

/** Database errors the way supabase/storage's DBError maps them. */
export function fromDatabase(error: unknown): StorageError | undefined {
  const e = error as { code?: string; message?: string };
  switch (e?.code) {
    case '42501':
      return accessDenied(
        e.message?.includes('row-level security')
          ? 'new row violates row-level security policy'
          : String(e.message),
      );
    case '23505':
      return duplicate();
    case '23503':
      return noSuchBucket();
    default:
      return undefined;
  }
}
