// The Storage subset storage-js uses (`/storage/v1`): buckets and `from(bucket)` calls.
// Routing only; each endpoint group lives in its own file.
import type { HttpResponse } from '../types';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets';
import {
  createStorageContext,
  type StorageContext,
  type StorageOptions,
  type StorageRequest,
} from './context';
import { StorageError, fromDatabase, notSupported, storageErrorResponse } from './errors';
import { decodePath } from './keys';
import { listObjects, listObjectsV2 } from './list';
import { downloadObject, downloadPublic, objectInfo, removeObjects, upload } from './objects';
import {
  createSignedUploadUrl,
  createSignedUrl,
  createSignedUrls,
  downloadSigned,
  uploadToSignedUrl,
} from './signed';
import { copyObject, moveObject } from './transfer';

export type { StorageOptions, StorageRequest } from './context';
export { StorageError, storageErrorResponse } from './errors';
export type StorageHandler = (req: StorageRequest) => Promise<HttpResponse>;

/** Names the route as Storage does (ROUTE_OPERATIONS), then serves it. */
function as(
  ctx: StorageContext,
  operation: string,
  serve: () => Promise<HttpResponse>,
): Promise<HttpResponse> {
  ctx.operation = `storage.${operation}`;
  return serve();
}

function route(ctx: StorageContext, method: string, path: string[]): Promise<HttpResponse> {
  const [area, first, ...rest] = path;
  const read = method === 'GET' || method === 'HEAD';
  if (area === 'bucket') {
    if (first === undefined && method === 'GET') return as(ctx, 'bucket.list', () => listBuckets(ctx));
    if (first === undefined && method === 'POST') return as(ctx, 'bucket.create', () => createBucket(ctx));
    if (first !== undefined && rest.length === 0) {
      if (method === 'GET') return as(ctx, 'bucket.get', () => getBucket(ctx, first));
      if (method === 'PUT') return as(ctx, 'bucket.update', () => updateBucket(ctx, first));
      if (method === 'DELETE') return as(ctx, 'bucket.delete', () => deleteBucket(ctx, first));
    }
    if (first !== undefined && rest.length === 1 && rest[0] === 'empty' && method === 'POST') {
      return as(ctx, 'bucket.empty', () => emptyBucket(ctx, first));
    }
  }
  if (area === 'object' && first !== undefined) {
    const tail = [first, ...rest];
    if (method === 'POST' && first === 'list' && rest.length === 1)
      return as(ctx, 'object.list', () => listObjects(ctx, rest[0]!));
    if (method === 'POST' && first === 'list-v2' && rest.length === 1)
      return as(ctx, 'object.list_v2', () => listObjectsV2(ctx, rest[0]!));
    if (method === 'POST' && first === 'move' && rest.length === 0)
      return as(ctx, 'object.move', () => moveObject(ctx));
    if (method === 'POST' && first === 'copy' && rest.length === 0)
      return as(ctx, 'object.copy', () => copyObject(ctx));
    if (first === 'sign' && rest.length > 0) {
      if (method === 'POST')
        return rest.length === 1
          ? as(ctx, 'object.sign_many', () => createSignedUrls(ctx, rest[0]!))
          : as(ctx, 'object.sign', () => createSignedUrl(ctx, rest));
      if (read) return as(ctx, 'object.get_signed', () => downloadSigned(ctx, rest));
    }
    if (first === 'upload' && rest[0] === 'sign') {
      if (method === 'POST')
        return as(ctx, 'object.sign_upload_url', () => createSignedUploadUrl(ctx, rest.slice(1)));
      if (method === 'PUT')
        return as(ctx, 'object.upload_signed', () => uploadToSignedUrl(ctx, rest.slice(1)));
    }
    if (first === 'info' && method === 'GET') {
      const target = rest[0] === 'public' || rest[0] === 'authenticated' ? rest.slice(1) : rest;
      return as(ctx, 'object.info_authenticated', () => objectInfo(ctx, target));
    }
    if (read && first === 'public') return as(ctx, 'object.get_public', () => downloadPublic(ctx, rest));
    if (read && first === 'authenticated')
      return as(ctx, 'object.get_authenticated', () => downloadObject(ctx, rest));
    if (method === 'DELETE' && rest.length === 0)
      return as(ctx, 'object.delete_many', () => removeObjects(ctx, first));
    if (method === 'POST') return as(ctx, 'object.upload', () => upload(ctx, tail, 'post'));
    if (method === 'PUT') return as(ctx, 'object.upload_update', () => upload(ctx, tail, 'put'));
    if (read) return as(ctx, 'object.get_authenticated', () => downloadObject(ctx, tail));
  }
  throw notSupported(`${method} /storage/v1/${path.join('/')}`);
}

export function createStorageHandler(options: StorageOptions): StorageHandler {
  return async (req) => {
    const ctx = createStorageContext(options, req);
    try {
      return await route(ctx, req.method.toUpperCase(), decodePath(req.path));
    } catch (error) {
      const known = error instanceof StorageError ? error : fromDatabase(error);
      if (known) return storageErrorResponse(known);
      throw error;
    }
  };
}
