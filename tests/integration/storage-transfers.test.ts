// Storage holes found by penetration tests, through unmodified supabase-js and raw HTTP
// against the app's own buckets and the demo team (Dana: admin, Morgan: manager, Sam: user):
// a private document never reaches the public avatars bucket by copy or move (nobody reads a
// document through Storage, so nobody copies one), a destination bucket's limits apply, a
// rename is for editors, a signed upload URL stops working once its creator left the
// workspace, a signed URL's expiry is bounded, and objects are served with nosniff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsBucket, expectStorageError } from '../fixtures/storage';
import {
  MB,
  serviceClient,
  signInUser,
  signUpUser,
  startStack,
  type TestClient,
  type TestStack,
} from './helpers';

const WORKSPACE = 'de100000-0000-4000-8000-000000000001';
const TENDER = '30995a4e-1c9c-468a-937d-812ff588b310';
const NOTICE = `${WORKSPACE}/${TENDER}/tender-notice.pdf`;
/** A site photo: an image small enough for the avatars bucket's own limits. */
const PHOTO = `${WORKSPACE}/${TENDER}/site-photo.png`;

let stack: TestStack;
let admin: TestClient;
let manager: TestClient;
let user: { client: TestClient; id: string; token: string };

beforeAll(async () => {
  stack = await startStack();
  admin = (await signInUser(stack, 'demo@example.com', 'demo-password')).client;
  manager = (await signInUser(stack, 'manager@example.com', 'manager-password')).client;
  const sam = await signInUser(stack, 'user@example.com', 'user-password');
  user = { client: sam.client, id: sam.user.id, token: sam.session.access_token };
  const photo = await documentsBucket(admin).upload(
    PHOTO,
    new Blob([new Uint8Array(64)], { type: 'image/png' }),
  );
  if (photo.error) throw photo.error;
});
afterAll(() => stack?.stop());

/** The pen test's request, as sent: POST /storage/v1/object/<copy|move> with the user's token. */
const transfer = (kind: 'copy' | 'move', sourceKey: string, destinationKey: string) =>
  fetch(`${stack.url}/storage/v1/object/${kind}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.token}`,
      apikey: stack.anonKey,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      bucketId: 'tender-documents',
      sourceKey,
      destinationBucket: 'avatars',
      destinationKey,
    }),
  });

describe('a private document never becomes public', () => {
  const published = async (name: string) =>
    (await fetch(`${stack.url}/storage/v1/object/public/avatars/${user.id}/${name}`)).json();

  it('the pen test’s copy of a tender notice into avatars is refused and nothing is published', async () => {
    const res = await transfer('copy', NOTICE, `${user.id}/leak.pdf`);
    expect(res.status).toBe(400);
    expect(await published('leak.pdf')).toMatchObject({ statusCode: '404' });
  });

  it('nobody copies even an image that fits the avatars bucket (a copy reads its source)', async () => {
    const res = await transfer('copy', PHOTO, `${user.id}/leak.png`);
    expect(await res.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
    expect(await published('leak.png')).toMatchObject({ statusCode: '404' });
    for (const client of [user.client, manager, admin]) {
      const viaClient = await documentsBucket(client).copy(PHOTO, `${user.id}/leak2.png`, {
        destinationBucket: 'avatars',
      });
      expectStorageError(viaClient.error, '404');
    }
  });

  it('a user cannot move a document into avatars (and so cannot delete it there)', async () => {
    const res = await transfer('move', PHOTO, `${user.id}/gone.png`);
    expect(await res.json()).toMatchObject({ statusCode: '404' });
    expect(await published('gone.png')).toMatchObject({ statusCode: '404' });
    const download = await documentsBucket(serviceClient(stack)).download(PHOTO);
    expect(download.error).toBeNull();
    expect((await download.data!.arrayBuffer()).byteLength).toBe(64);
  });

  it('a rename inside the bucket works for a manager, not for the user who uploaded the file', async () => {
    const name = `${WORKSPACE}/${TENDER}/rename-me.txt`;
    const renamed = `${WORKSPACE}/${TENDER}/renamed.txt`;
    expect(
      (await documentsBucket(user.client).upload(name, new Blob(['x'], { type: 'text/plain' }))).error,
    ).toBeNull();
    expectStorageError((await documentsBucket(user.client).move(name, renamed)).error, '404');
    expect((await documentsBucket(manager).move(name, renamed)).error).toBeNull();
  });
});

describe('the destination bucket decides what it accepts', () => {
  it('a copy or move into avatars meets its image-only and 2 MB limits (even for the service role)', async () => {
    const service = serviceClient(stack);
    const pdf = await documentsBucket(service).copy(NOTICE, 'service/notice.pdf', {
      destinationBucket: 'avatars',
    });
    expectStorageError(pdf.error, '415');

    const big = `${WORKSPACE}/${TENDER}/big-photo.png`;
    const upload = await documentsBucket(admin).upload(
      big,
      new Blob([new Uint8Array(3 * MB)], { type: 'image/png' }),
    );
    expect(upload.error).toBeNull();
    expectStorageError(
      (await documentsBucket(service).copy(big, 'service/big.png', { destinationBucket: 'avatars' })).error,
      '413',
    );
    expectStorageError(
      (await documentsBucket(service).move(big, 'service/big.png', { destinationBucket: 'avatars' })).error,
      '413',
    );
  });
});

describe('signed URLs', () => {
  it('an upload URL stops working once its creator has left the workspace', async () => {
    const temp = await signUpUser(stack, { prefix: 'temp-member' });
    const service = serviceClient(stack);
    const joined = await service
      .from('workspace_members')
      .insert({ workspace_id: WORKSPACE, user_id: temp.user.id, role: 'user' });
    expect(joined.error).toBeNull();
    const path = (file: string) => `${WORKSPACE}/${TENDER}/${file}`;
    const before = await documentsBucket(temp.client).createSignedUploadUrl(path('while-member.txt'));
    const after = await documentsBucket(temp.client).createSignedUploadUrl(path('after-removal.txt'));
    expect(before.error).toBeNull();
    expect(after.error).toBeNull();
    const body = new Blob(['bid'], { type: 'text/plain' });
    expect(
      (
        await documentsBucket(temp.client).uploadToSignedUrl(
          path('while-member.txt'),
          before.data!.token,
          body,
        )
      ).error,
    ).toBeNull();

    const removed = await admin.from('workspace_members').delete().eq('user_id', temp.user.id).select();
    expect(removed.data).toHaveLength(1);
    const late = await documentsBucket(temp.client).uploadToSignedUrl(
      path('after-removal.txt'),
      after.data!.token,
      body,
    );
    expectStorageError(late.error, '403', /may not write/);
    expect((await documentsBucket(admin).exists(path('after-removal.txt'))).data).toBe(false);
  });

  it('expiresIn is bounded as Storage bounds it, and only the service signs a document', async () => {
    const service = serviceClient(stack);
    const huge = await documentsBucket(service).createSignedUrl(NOTICE, Number.MAX_SAFE_INTEGER);
    expectStorageError(huge.error, '400', /Invalid Parameter expiresIn/);
    const fine = await documentsBucket(service).createSignedUrl(NOTICE, 60);
    expect(fine.error).toBeNull();
    expectStorageError((await documentsBucket(admin).createSignedUrl(NOTICE, 60)).error, '404');
  });
});

describe('served objects', () => {
  it('are never sniffed: nosniff on authenticated and signed downloads', async () => {
    const signed = await documentsBucket(serviceClient(stack)).createSignedUrl(NOTICE, 60);
    const res = await fetch(signed.data!.signedUrl);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const direct = await fetch(`${stack.url}/storage/v1/object/tender-documents/${NOTICE}`, {
      headers: { authorization: `Bearer ${stack.serviceRoleKey}`, apikey: stack.anonKey },
    });
    expect(direct.status).toBe(200);
    expect(direct.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
