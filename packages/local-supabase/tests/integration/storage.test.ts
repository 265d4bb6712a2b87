// Storage (/storage/v1) through unmodified supabase-js: every `from(bucket)` call the app
// may use, the error shapes storage-js turns into StorageApiError, bucket limits, signed
// URLs, and RLS on storage.objects deciding what each user sees and may change.
import { request } from 'node:http';
import { StorageApiError } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET, signJwt } from '../../src/index';
import {
  newClient,
  serviceClient,
  signUpUser,
  startStack,
  type SignedUpUser,
  type TestStack,
} from '../../src/testing';
import { MB, blob, createTestBuckets, rowCount } from './storage-helpers';

let stack: TestStack;
let a: SignedUpUser;
let b: SignedUpUser;

beforeAll(async () => {
  stack = await startStack();
  await createTestBuckets(stack);
  [a, b] = [await signUpUser(stack), await signUpUser(stack)];
});
afterAll(() => stack?.stop());

const docs = (user: SignedUpUser, bucket = 'test-docs') => user.client.storage.from(bucket);
const own = (user: SignedUpUser, name: string) => `${user.user.id}/${name}`;

/** POST through node:http, which sends the path unnormalised. */
function rawPost(path: string, token: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port: stack.port,
      path,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
    req.end('x');
  });
}

function expectStorageError(error: unknown, statusCode: string, message?: string | RegExp): void {
  expect(error).toBeInstanceOf(StorageApiError);
  const e = error as StorageApiError;
  // Like supabase/storage: HTTP 400 for client errors, the meaning in statusCode.
  expect(e.status).toBe(400);
  expect(e.statusCode).toBe(statusCode);
  if (message) expect(e.message).toMatch(message);
}

describe('upload, download, update', () => {
  it('uploads a Blob with its content type and the default cache control, and downloads the same bytes', async () => {
    const name = own(a, 'tender/notice.pdf');
    const { data, error } = await docs(a).upload(name, blob('%PDF-1.4 notice', 'application/pdf'));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `test-docs/${name}`, id: expect.any(String) });

    const download = await docs(a).download(name);
    expect(download.error).toBeNull();
    expect(await download.data!.text()).toBe('%PDF-1.4 notice');
    expect(download.data!.type).toBe('application/pdf');

    const info = await docs(a).info(name);
    expect(info.data).toMatchObject({
      name,
      bucketId: 'test-docs',
      size: 15,
      contentType: 'application/pdf',
      cacheControl: 'max-age=3600',
      // no user metadata given: an empty object, as Storage answers
      metadata: {},
    });
    expect(info.data!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('a second upload to the same path is a 409 Duplicate unless upsert is on', async () => {
    const name = own(a, 'dup.txt');
    expect((await docs(a).upload(name, blob('one'))).error).toBeNull();
    const again = await docs(a).upload(name, blob('two'));
    expectStorageError(again.error, '409', 'The resource already exists');
    const filesBefore = await stack.blobs.count();
    const upsert = await docs(a).upload(name, blob('three'), { upsert: true, cacheControl: '60' });
    expect(upsert.error).toBeNull();
    expect(await (await docs(a).download(name)).data!.text()).toBe('three');
    expect((await docs(a).info(name)).data!.cacheControl).toBe('max-age=60');
    // The replaced version's file is gone: one file per object.
    expect(await stack.blobs.count()).toBe(filesBefore);
  });

  it('raw bodies use contentType; update() replaces an existing object and 404s for a missing one', async () => {
    const name = own(a, 'notes.csv');
    expect((await docs(a).upload(name, 'a,b\n1,2', { contentType: 'text/csv' })).error).toBeNull();
    expect((await docs(a).info(name)).data!.contentType).toBe('text/csv');
    expect((await docs(a).update(name, 'a,b\n3,4', { contentType: 'text/csv' })).error).toBeNull();
    expect(await (await docs(a).download(name)).data!.text()).toBe('a,b\n3,4');
    const missing = await docs(a).update(own(a, 'nope.csv'), 'x');
    expectStorageError(missing.error, '404', 'Object not found');
  });

  it('exists() and info() answer for present and missing objects; an unknown bucket is 404', async () => {
    const name = own(a, 'exists.txt');
    await docs(a).upload(name, blob('here'));
    expect(await docs(a).exists(name)).toEqual({ data: true, error: null });
    expect((await docs(a).exists(own(a, 'missing.txt'))).data).toBe(false);
    expectStorageError((await docs(a).info(own(a, 'missing.txt'))).error, '404');
    expectStorageError(
      (await docs(a, 'no-such-bucket').download('x/y.txt')).error,
      '404',
      'Bucket not found',
    );
  });
});

describe('list', () => {
  beforeAll(async () => {
    for (const name of [
      'c.txt',
      'a.txt',
      'B.txt',
      'folder/inner.txt',
      'folder/deeper/x.txt',
      'report-2026.pdf',
    ]) {
      const { error } = await docs(b).upload(own(b, `list/${name}`), blob(name));
      expect(error).toBeNull();
    }
  });

  it('lists one level: folders (id null) and files, sorted by name ascending by default', async () => {
    const { data, error } = await docs(b).list(own(b, 'list'));
    expect(error).toBeNull();
    expect(data!.map((e) => e.name)).toEqual(['B.txt', 'a.txt', 'c.txt', 'folder', 'report-2026.pdf']);
    const folder = data!.find((e) => e.name === 'folder')!;
    expect(folder.id).toBeNull();
    expect(data!.find((e) => e.name === 'a.txt')!.metadata).toMatchObject({
      size: 5,
      mimetype: 'text/plain',
    });
  });

  it('honours limit, offset, sortBy and search', async () => {
    const prefix = own(b, 'list');
    const page = await docs(b).list(prefix, { limit: 2, offset: 1 });
    expect(page.data!.map((e) => e.name)).toEqual(['a.txt', 'c.txt']);
    const desc = await docs(b).list(prefix, { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data!.map((e) => e.name)[0]).toBe('report-2026.pdf');
    const search = await docs(b).list(prefix, { search: 'rep' });
    expect(search.data!.map((e) => e.name)).toEqual(['report-2026.pdf']);
    expect((await docs(b).list(`${prefix}/folder`)).data!.map((e) => e.name)).toEqual([
      'deeper',
      'inner.txt',
    ]);
  });

  it('defaults to 100 entries', async () => {
    const many = Array.from({ length: 105 }, (_, i) => `${String(i).padStart(3, '0')}.txt`);
    const service = serviceClient(stack).storage.from('test-docs');
    for (const name of many) await service.upload(`bulk/${name}`, blob('x'));
    const { data } = await service.list('bulk');
    expect(data).toHaveLength(100);
    expect(data![0]!.name).toBe('000.txt');
  });

  it('listV2() lists every object under a prefix with full names, or one level with folders apart', async () => {
    const prefix = own(b, 'list');
    const flat = await docs(b).listV2({ prefix });
    expect(flat.error).toBeNull();
    expect(flat.data!.hasNext).toBe(false);
    expect(flat.data!.folders).toEqual([]);
    expect(flat.data!.objects.map((o) => o.name)).toEqual(
      ['B.txt', 'a.txt', 'c.txt', 'folder/deeper/x.txt', 'folder/inner.txt', 'report-2026.pdf'].map(
        (n) => `${prefix}/${n}`,
      ),
    );
    const level = await docs(b).listV2({ prefix: `${prefix}/`, with_delimiter: true });
    expect(level.data!.folders).toEqual([{ name: `${prefix}/folder/`, key: `${prefix}/folder` }]);
    expect(level.data!.objects.map((o) => o.name)).toEqual(
      ['B.txt', 'a.txt', 'c.txt', 'report-2026.pdf'].map((n) => `${prefix}/${n}`),
    );
  });

  it('listV2() pages with a cursor, in either order of name or date', async () => {
    const prefix = `${own(b, 'list')}/`;
    for (const sortBy of [
      undefined,
      { column: 'name', order: 'desc' },
      { column: 'created_at', order: 'asc' },
    ] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page++) {
        const { data, error } = await docs(b).listV2({ prefix, limit: 2, cursor, sortBy });
        expect(error).toBeNull();
        seen.push(...data!.objects.map((o) => o.name));
        if (!data!.hasNext) break;
        cursor = data!.nextCursor;
      }
      expect(seen).toHaveLength(6);
      expect(new Set(seen).size).toBe(6);
      if (sortBy?.column === 'name') expect(seen[0]).toBe(`${prefix}report-2026.pdf`);
    }
  });
});

describe('remove, move, copy', () => {
  it('remove() deletes the rows and their files and answers the deleted objects', async () => {
    const name = own(a, 'gone.txt');
    const up = await docs(a).upload(name, blob('bye'));
    const files = await stack.blobs.count();
    const { data, error } = await docs(a).remove([name, own(a, 'never-existed.txt')]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name)).toEqual([name]);
    expect(data![0]!.id).toBe(up.data!.id);
    expect(await stack.blobs.count()).toBe(files - 1);
    expectStorageError((await docs(a).download(name)).error, '404');
  });

  it('move() renames, copy() duplicates; both keep the bytes', async () => {
    const from = own(a, 'move/from.txt');
    await docs(a).upload(from, blob('moving'));
    expect((await docs(a).move(from, own(a, 'move/to.txt'))).error).toBeNull();
    expectStorageError((await docs(a).download(from)).error, '404');
    // The app's schema lets no user copy (storage-transfers.test.ts); the service role may.
    expectStorageError((await docs(a).copy(own(a, 'move/to.txt'), own(a, 'move/copy.txt'))).error, '403');
    const service = serviceClient(stack).storage.from('test-docs');
    const copy = await service.copy(own(a, 'move/to.txt'), own(a, 'move/copy.txt'));
    expect(copy).toEqual({ data: { path: `test-docs/${own(a, 'move/copy.txt')}` }, error: null });
    for (const name of ['move/to.txt', 'move/copy.txt']) {
      expect(await (await docs(a).download(own(a, name))).data!.text()).toBe('moving');
    }
    expectStorageError((await docs(a).move(own(a, 'move/none.txt'), own(a, 'move/x.txt'))).error, '404');
  });
});

describe('signed URLs', () => {
  it('createSignedUrl() gives a URL that downloads without a session, with download as an attachment', async () => {
    const name = own(a, 'signed/plan.txt');
    await docs(a).upload(name, blob('the plan'));
    const { data, error } = await docs(a).createSignedUrl(name, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(new RegExp(`^${stack.url}/storage/v1/object/sign/test-docs/.+\\?token=`));
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('the plan');
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      number
    >;
    expect(claims.exp - claims.iat).toBe(60);

    const attachment = await docs(a).createSignedUrl(name, 60, { download: 'plan-copy.txt' });
    const disposition = (await fetch(attachment.data!.signedUrl)).headers.get('content-disposition');
    expect(disposition).toContain('attachment; filename=plan-copy.txt');
  });

  it('an expired or tampered token answers 400 with Storage’s error shape', async () => {
    const name = own(a, 'signed/short.txt');
    await docs(a).upload(name, blob('short'));
    const { data } = await docs(a).createSignedUrl(name, 1);
    await new Promise((r) => setTimeout(r, 1100));
    const expired = await fetch(data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({
      statusCode: '400',
      error: 'InvalidJWT',
      message: 'jwt expired',
    });

    const now = Math.floor(Date.now() / 1000);
    const other = signJwt(
      { url: `test-docs/${own(a, 'signed/other.txt')}`, scope: 'download', iat: now, exp: now + 60 },
      JWT_SECRET,
    );
    const wrongObject = await fetch(`${stack.url}/storage/v1/object/sign/test-docs/${name}?token=${other}`);
    expect(await wrongObject.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });
  });

  it('createSignedUrls() signs what the caller may see and reports the rest', async () => {
    const name = own(a, 'signed/many.txt');
    await docs(a).upload(name, blob('many'));
    const { data, error } = await docs(a).createSignedUrls([name, own(b, 'list/a.txt')], 60, {
      download: true,
    });
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({
      path: name,
      error: null,
      signedUrl: expect.stringContaining('&download='),
    });
    expect(data![1]).toMatchObject({
      signedUrl: null,
      error: 'Either the object does not exist or you do not have access to it',
    });
    expect(await (await fetch(data![0]!.signedUrl!)).text()).toBe('many');
  });

  it('createSignedUploadUrl() lets anyone holding the token upload that one object', async () => {
    const name = own(a, 'signed/upload.txt');
    const signed = await docs(a).createSignedUploadUrl(name);
    expect(signed.error).toBeNull();
    const stranger = newClient(stack.url, stack.anonKey).storage.from('test-docs');
    const put = await stranger.uploadToSignedUrl(name, signed.data!.token, blob('via signed url'));
    expect(put).toEqual({ data: { path: name, fullPath: `test-docs/${name}` }, error: null });
    expect(await (await docs(a).download(name)).data!.text()).toBe('via signed url');
    // Not for another path, and a user may not sign an upload into someone else's folder.
    expectStorageError(
      (await stranger.uploadToSignedUrl(own(a, 'signed/x.txt'), signed.data!.token, 'x')).error,
      '400',
    );
    expectStorageError((await docs(b).createSignedUploadUrl(own(a, 'signed/b.txt'))).error, '403');
  });
});

describe('public buckets and buckets', () => {
  it('getPublicUrl() of a public bucket downloads without a token; a private bucket refuses it', async () => {
    const name = own(a, 'logo.svg');
    await a.client.storage.from('test-public').upload(name, blob('<svg/>', 'image/svg+xml'));
    const { data } = a.client.storage.from('test-public').getPublicUrl(name);
    expect(data.publicUrl).toBe(`${stack.url}/storage/v1/object/public/test-public/${name}`);
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toBe('<svg/>');

    await docs(a).upload(own(a, 'private.txt'), blob('secret'));
    const privateUrl = docs(a).getPublicUrl(own(a, 'private.txt')).data.publicUrl;
    const refused = await fetch(privateUrl);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('getBucket and listBuckets run under the caller’s role (storage.buckets has RLS on)', async () => {
    const service = serviceClient(stack);
    const listed = await service.storage.listBuckets();
    expect(listed.data!.map((bucket) => bucket.id)).toEqual([
      'avatars',
      'company-documents',
      'tender-documents',
      'test-docs',
      'test-pdfs',
      'test-public',
    ]);
    const bucket = await service.storage.getBucket('test-pdfs');
    expect(bucket.data).toMatchObject({
      id: 'test-pdfs',
      public: false,
      file_size_limit: null,
      allowed_mime_types: ['application/pdf', 'image/*'],
    });
    // No select policy on storage.buckets for users: as on Supabase, they see none.
    expect((await a.client.storage.listBuckets()).data).toEqual([]);
    expectStorageError((await a.client.storage.getBucket('test-docs')).error, '404', 'Bucket not found');
    const searched = await service.storage.listBuckets({ search: 'test-p', sortOrder: 'desc' });
    expect(searched.data!.map((bucket) => bucket.id)).toEqual(['test-public', 'test-pdfs']);
  });

  it('creates, updates, empties and deletes buckets; users need storage.buckets policies to', async () => {
    const service = serviceClient(stack).storage;
    const created = await service.createBucket('made-here', { public: false, fileSizeLimit: '2mb' });
    expect(created).toEqual({ data: { name: 'made-here' }, error: null });
    expect((await service.getBucket('made-here')).data).toMatchObject({
      public: false,
      file_size_limit: 2_000_000,
    });
    expectStorageError((await service.createBucket('made-here')).error, '409');

    const updated = await service.updateBucket('made-here', { public: true, allowedMimeTypes: ['text/*'] });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    // fields left out keep their values
    expect((await service.getBucket('made-here')).data).toMatchObject({
      public: true,
      file_size_limit: 2_000_000,
      allowed_mime_types: ['text/*'],
    });
    expectStorageError((await service.updateBucket('no-such-bucket', { public: true })).error, '404');

    await service.from('made-here').upload('a/b.txt', blob('x'));
    expectStorageError((await service.deleteBucket('made-here')).error, '409', 'not empty');
    expect((await service.emptyBucket('made-here')).error).toBeNull();
    expect((await service.from('made-here').list('a')).data).toEqual([]);
    expect(await service.deleteBucket('made-here')).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    expectStorageError((await service.getBucket('made-here')).error, '404');

    // RLS on storage.buckets: no insert policy for users, as on Supabase.
    expectStorageError(
      (await a.client.storage.createBucket('users-bucket')).error,
      '403',
      'new row violates row-level security policy',
    );
    await stack.db.transaction((q) =>
      q.exec(`create policy "test: users create buckets" on storage.buckets for insert to authenticated
                with check (name like 'user-%')`),
    );
    expect((await a.client.storage.createBucket('user-made')).error).toBeNull();
    expect((await service.getBucket('user-made')).data).toMatchObject({ owner: a.user.id });
  });

  it('a bucket may not allow more than the global file size limit', async () => {
    const { error } = await serviceClient(stack).storage.createBucket('huge', {
      public: false,
      fileSizeLimit: '1gb',
    });
    expectStorageError(error, '413');
  });
});

describe('bucket limits and names', () => {
  it('a file over the bucket’s file_size_limit is 413; a 30 MB upload to a 25 MB bucket too', async () => {
    const big = await docs(a).upload(own(a, 'big.bin'), new Blob([new Uint8Array(30 * MB)]));
    expectStorageError(big.error, '413', 'The object exceeded the maximum allowed size');
    expect(await rowCount(stack, 'test-docs', own(a, 'big.bin'))).toBe(0);
    // The auth and REST body limit (2 MB) does not apply to Storage.
    expect(
      (await docs(a).upload(own(a, 'three-mb.bin'), new Blob([new Uint8Array(3 * MB)]))).error,
    ).toBeNull();
  });

  it('allowed_mime_types refuses other types with 415 and allows type/* wildcards', async () => {
    const text = await docs(a, 'test-pdfs').upload(own(a, 'notes.txt'), blob('x', 'text/plain'));
    expectStorageError(text.error, '415', 'mime type text/plain is not supported');
    expect(
      (await docs(a, 'test-pdfs').upload(own(a, 'a.pdf'), blob('%PDF', 'application/pdf'))).error,
    ).toBeNull();
    expect((await docs(a, 'test-pdfs').upload(own(a, 'a.png'), blob('png', 'image/png'))).error).toBeNull();
  });

  it('G9: refuses a content type or cache control carrying CR/LF (it would split the header it is served in)', async () => {
    for (const [field, value] of [
      ['contentType', 'text/plain\r\nX-Injected: 1'],
      ['cacheControl', '3600\r\nSet-Cookie: x=1'],
    ] as const) {
      const form = new FormData();
      form.append(field, value);
      form.append('', new Blob(['x'], { type: 'text/plain' }), 'crlf.txt');
      const res = await fetch(`${stack.url}/storage/v1/object/test-docs/${own(a, `crlf-${field}.txt`)}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${a.session.access_token}` },
        body: form,
      });
      expect(res.status, field).toBe(400);
      expect(await res.json()).toMatchObject({
        statusCode: field === 'contentType' ? '415' : '400',
      });
      expect(await rowCount(stack, 'test-docs', own(a, `crlf-${field}.txt`))).toBe(0);
    }
    // The stack answers on.
    expect((await docs(a).upload(own(a, 'after-crlf.txt'), blob('x'))).error).toBeNull();
  });

  it('refuses names with `..`, absolute paths and control characters', async () => {
    for (const destination of [
      '../escape.txt',
      `${a.user.id}/../x.txt`,
      '/etc/passwd',
      `${a.user.id}/a\u0001.txt`,
    ]) {
      const moved = await docs(a).move(own(a, 'notes.csv'), destination);
      expectStorageError(moved.error, '400', /^Invalid key/);
    }
    const control = await docs(a).upload(own(a, 'bell\u0007.txt'), blob('x'));
    expectStorageError(control.error, '400', /^Invalid key/);
    // fetch would normalise `..` away; a raw request keeps the path as sent.
    const encoded = await rawPost(
      `/storage/v1/object/test-docs/${a.user.id}/%2E%2E/x.txt`,
      a.session.access_token,
    );
    expect(encoded).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
  });
});

describe('the operation Storage names', () => {
  it('sets storage.operation per route, as hosted Storage does, for policies to read', async () => {
    await stack.db.transaction((q) =>
      q.exec(`create table public.test_operations (operation text);
        grant insert on public.test_operations to authenticated;
        create function public.test_note_operation() returns trigger language plpgsql set search_path = '' as $$
        begin
          insert into public.test_operations values (pg_catalog.current_setting('storage.operation', true));
          return null;
        end $$;
        create trigger test_note_operation after insert or update or delete on storage.objects
          for each row execute function public.test_note_operation();`),
    );
    try {
      await docs(a).upload(own(a, 'op.txt'), blob('x'));
      await docs(a).move(own(a, 'op.txt'), own(a, 'op2.txt'));
      await docs(a).remove([own(a, 'op2.txt')]);
      const { rows } = await stack.db.transaction((q) =>
        q.query<{ operation: string }>('select operation from public.test_operations'),
      );
      // What the caller's own statements wrote (an upload's permission test is rolled back, and
      // Storage then writes as itself, outside any operation).
      expect(rows.map((row) => row.operation).filter(Boolean)).toEqual([
        'storage.object.move',
        'storage.object.delete_many',
      ]);
    } finally {
      await stack.db.transaction((q) =>
        q.exec(
          'drop trigger test_note_operation on storage.objects; drop function public.test_note_operation(); drop table public.test_operations;',
        ),
      );
    }
  });
});

describe('row-level security on storage.objects', () => {
  it('another user’s files are invisible, unlisted, undownloadable, unsigned and undeletable', async () => {
    const name = own(a, 'private/contract.pdf');
    await docs(a).upload(name, blob('%PDF contract', 'application/pdf'));
    expectStorageError((await docs(b).download(name)).error, '404', 'Object not found');
    expect((await docs(b).list(own(a, 'private'))).data).toEqual([]);
    expect((await docs(b).exists(name)).data).toBe(false);
    expectStorageError((await docs(b).createSignedUrl(name, 60)).error, '404');
    expect(await docs(b).remove([name])).toEqual({ data: [], error: null });
    expectStorageError((await docs(b).move(name, own(b, 'stolen.pdf'))).error, '404');
    expectStorageError((await docs(b).copy(name, own(b, 'stolen.pdf'))).error, '404');
    // A's file is untouched.
    expect(await (await docs(a).download(name)).data!.text()).toBe('%PDF contract');
  });

  it('uploading into another user’s folder, or as anon, is refused by the insert policy (403)', async () => {
    const intoA = await docs(b).upload(own(a, 'planted.txt'), blob('x'));
    expectStorageError(intoA.error, '403', 'new row violates row-level security policy');
    const anon = newClient(stack.url, stack.anonKey).storage.from('test-docs');
    expectStorageError((await anon.upload(own(a, 'anon.txt'), blob('x'))).error, '403');
    expect(await rowCount(stack, 'test-docs', own(a, 'planted.txt'))).toBe(0);
    const upsertOver = await docs(b).upload(own(a, 'private/contract.pdf'), blob('x'), { upsert: true });
    expectStorageError(upsertOver.error, '403');
  });

  it('a failed upload leaves neither a row nor a file, even when the commit itself fails', async () => {
    const files = await stack.blobs.count();
    const refused = await docs(b).upload(own(a, 'refused.txt'), blob('x'));
    expectStorageError(refused.error, '403');
    const doomed = await docs(a).upload(own(a, 'doomed.txt'), blob('written, then rolled back'));
    expect(doomed.error).toBeInstanceOf(StorageApiError);
    expect((doomed.error as StorageApiError).status).toBe(500);
    expect(await rowCount(stack, 'test-docs', own(a, 'doomed.txt'))).toBe(0);
    expect(await stack.blobs.count()).toBe(files);
  });

  it('an invalid token is refused with Storage’s AccessDenied shape', async () => {
    const res = await fetch(`${stack.url}/storage/v1/object/list/test-docs`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer not.a.jwt',
        apikey: stack.anonKey,
        'content-type': 'application/json',
      },
      body: '{"prefix":""}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    // No token at all: the message Storage answers behind the CLI's gateway.
    const none = await fetch(`${stack.url}/storage/v1/bucket`);
    expect(await none.json()).toMatchObject({ statusCode: '403', message: 'Invalid Compact JWS' });
  });
});
