// The Settings data layer (src/features/settings/api) run unmodified against the local
// stack: the profile update reaching user_profiles and the auth metadata, the preference
// round trip that keeps unknown keys, the password change with re-authentication and other
// sessions signed out, the avatars bucket's rules through storage-js, and another user's
// profile out of reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeAvatar } from '@/features/settings/api/avatar';
import { changePassword } from '@/features/settings/api/change-password';
import { savePreferences } from '@/features/settings/api/save-preferences';
import { updateProfile } from '@/features/settings/api/update-profile';
import { supabase as app } from '@/lib/supabase';
import { signInApp } from '../fixtures/accounts';
import { startAppStack, stopAppStack } from '../fixtures/app-stack';
import { expectStorageError } from '../fixtures/storage';
import { newClient, signInUser, signUpUser, type SignedUpUser, type TestStack } from './helpers';

let stack: TestStack;
let owner: SignedUpUser;
let other: SignedUpUser;

const png = (bytes = 64) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });
const profileRow = async (id: string) =>
  (
    await owner.client
      .from('user_profiles')
      .select('name, company, role, avatar, preferences')
      .eq('id', id)
      .single()
  ).data;

beforeAll(async () => {
  stack = await startAppStack();
  owner = await signUpUser(stack, {
    prefix: 'settings-owner',
    data: { full_name: 'Ada Lovelace', company: 'Engines' },
  });
  other = await signUpUser(stack, { prefix: 'settings-other', data: { full_name: 'Charles Babbage' } });
  await signInApp(owner);
});

afterAll(() => stopAppStack(stack));

describe('updateProfile', () => {
  it('saves name, company and job title, and mirrors them into the auth metadata', async () => {
    const saved = await updateProfile({ name: 'Ada King', company: '', role: 'Analyst' });
    expect(saved).toMatchObject({ id: owner.user.id, name: 'Ada King', company: null, role: 'Analyst' });
    expect(saved.preferences.taskUpdates).toBe(true);
    expect(await profileRow(owner.user.id)).toMatchObject({
      name: 'Ada King',
      company: null,
      role: 'Analyst',
    });
    const { data } = await app.auth.getUser();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Ada King', job_title: 'Analyst' });
    expect(data.user?.user_metadata).not.toHaveProperty('company');
  });

  it('is refused by the database beyond its limits, changing nothing', async () => {
    await expect(updateProfile({ name: 'x'.repeat(201), company: '', role: '' })).rejects.toMatchObject({
      code: '23514',
    });
    expect((await profileRow(owner.user.id))?.name).toBe('Ada King');
  });

  it('needs a session', async () => {
    const client = newClient(stack.url, stack.anonKey);
    const { error } = await client
      .from('user_profiles')
      .update({ name: 'anon' })
      .eq('id', owner.user.id)
      .select();
    expect(error?.code).toBe('42501');
  });
});

describe("another user's profile", () => {
  it('cannot be changed: updates touch 0 rows, inserts are refused, the row stays as it was', async () => {
    const before = await profileRow(owner.user.id);
    const updated = await other.client
      .from('user_profiles')
      .update({ name: 'Hijacked', avatar: 'https://evil.example/x.png', preferences: { theme: 'dark' } })
      .eq('id', owner.user.id)
      .select();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([]);
    const inserted = await other.client.from('user_profiles').insert({ id: owner.user.id, name: 'Twin' });
    expect(inserted.error?.code).toBe('42501');
    expect(await profileRow(owner.user.id)).toEqual(before);
  });

  it('only ever changes the signed-in user’s own row through the app’s data layer', async () => {
    await signInApp(other);
    try {
      await updateProfile({ name: 'Charles B', company: 'Difference Engines', role: '' });
      await savePreferences({ theme: 'light' });
    } finally {
      await signInApp(owner);
    }
    expect((await profileRow(owner.user.id))?.name).toBe('Ada King');
    expect((await profileRow(owner.user.id))?.preferences).not.toHaveProperty('theme');
    const theirs = await other.client.from('user_profiles').select('name').eq('id', other.user.id).single();
    expect(theirs.data?.name).toBe('Charles B');
  });
});

describe('savePreferences', () => {
  it('round-trips the toggles and the theme, keeping keys this version does not know', async () => {
    await stack.db.transaction((q) =>
      q.query(
        `update public.user_profiles set preferences = '{"digest":"weekly","taskUpdates":"odd"}' where id = $1`,
        [owner.user.id],
      ),
    );
    const saved = await savePreferences({ tenderDeadlineReminders: false, theme: 'dark' });
    expect(saved).toEqual({
      emailNotifications: true,
      tenderDeadlineReminders: false,
      taskUpdates: true,
      mentionsAndReplies: true,
      systemAnnouncements: true,
      calendarAlarm: 'day-before',
      workingDaysOnly: true,
      theme: 'dark',
    });
    expect((await profileRow(owner.user.id))?.preferences).toEqual({
      digest: 'weekly',
      taskUpdates: 'odd',
      tenderDeadlineReminders: false,
      theme: 'dark',
    });
    const again = await savePreferences({ taskUpdates: false, tenderDeadlineReminders: true });
    expect(again).toMatchObject({ taskUpdates: false, tenderDeadlineReminders: true, theme: 'dark' });
    expect((await profileRow(owner.user.id))?.preferences).toEqual({
      digest: 'weekly',
      taskUpdates: false,
      tenderDeadlineReminders: true,
      theme: 'dark',
    });
  });
});

describe('the avatars bucket through storage-js', () => {
  const avatars = (user: SignedUpUser) => user.client.storage.from('avatars');

  it('takes a photo in the user’s own folder, serves it publicly, and refuses other folders', async () => {
    const path = `${owner.user.id}/avatar-1.png`;
    expect((await avatars(owner).upload(path, png())).error).toBeNull();
    const url = avatars(owner).getPublicUrl(path).data.publicUrl;
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    const intoOwners = await avatars(other).upload(`${owner.user.id}/avatar-2.png`, png());
    expectStorageError(intoOwners.error, '403');
    const overwrite = await avatars(other).upload(path, png(10), { upsert: true });
    expectStorageError(overwrite.error, '403');
    const removed = await avatars(other).remove([path]);
    expect(removed.data).toEqual([]);
    expect((await fetch(url)).status).toBe(200);
    const atRoot = await avatars(owner).upload('avatar.png', png());
    expectStorageError(atRoot.error, '403');
  });

  it('lets the owner overwrite (upsert) and enforces 2 MB and JPEG, PNG or WebP', async () => {
    const path = `${owner.user.id}/avatar-1.png`;
    expect((await avatars(owner).upload(path, png(128), { upsert: true })).error).toBeNull();
    const big = await avatars(owner).upload(`${owner.user.id}/big.png`, png(2 * 1024 * 1024 + 1));
    expectStorageError(big.error, '413');
    const gif = await avatars(owner).upload(
      `${owner.user.id}/cat.gif`,
      new Blob(['GIF89a'], { type: 'image/gif' }),
    );
    expectStorageError(gif.error, '415');
  });

  it('anon can read the public URL but not list, upload or delete', async () => {
    const anon = newClient(stack.url, stack.anonKey).storage.from('avatars');
    expect((await anon.list(owner.user.id)).data).toEqual([]);
    const upload = await anon.upload(`${owner.user.id}/anon.png`, png());
    expectStorageError(upload.error, '403');
    expect((await anon.remove([`${owner.user.id}/avatar-1.png`])).data).toEqual([]);
  });

  it('removeAvatar clears the profile’s photo and deletes the stored files', async () => {
    const path = `${owner.user.id}/avatar-1.png`;
    await app
      .from('user_profiles')
      .update({ avatar: app.storage.from('avatars').getPublicUrl(path).data.publicUrl })
      .eq('id', owner.user.id);
    await avatars(owner).upload(`${owner.user.id}/avatar-0.webp`, png(), { contentType: 'image/webp' });
    const profile = await removeAvatar();
    expect(profile.avatar).toBeNull();
    expect((await avatars(owner).list(owner.user.id)).data).toEqual([]);
    expect((await fetch(avatars(owner).getPublicUrl(path).data.publicUrl)).status).toBe(400);
  });
});

describe('changePassword', () => {
  it('refuses a wrong current password with invalid_credentials and keeps the session', async () => {
    await expect(
      changePassword({ currentPassword: 'not-the-password', newPassword: 'whatever-new-1' }),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect((await app.auth.getUser()).error).toBeNull();
  });

  it('passes on the server’s same_password when the new password is the old one', async () => {
    await expect(
      changePassword({ currentPassword: owner.password, newPassword: owner.password }),
    ).rejects.toMatchObject({ code: 'same_password', status: 422 });
  });

  it('passes on weak_password with its reasons', async () => {
    await expect(
      changePassword({ currentPassword: owner.password, newPassword: 'short' }),
    ).rejects.toMatchObject({
      code: 'weak_password',
      reasons: ['length'],
    });
  });

  it('changes it, keeps this session, and signs out every other session', async () => {
    const elsewhere = await signInUser(stack, owner.email, owner.password);
    const next = `new-${owner.password}`;
    await changePassword({ currentPassword: owner.password, newPassword: next });
    expect((await app.auth.getUser()).error).toBeNull();
    expect((await elsewhere.client.auth.getUser()).data.user).toBeNull();
    expect((await elsewhere.client.auth.refreshSession()).error).not.toBeNull();
    expect(
      (
        await newClient(stack.url, stack.anonKey).auth.signInWithPassword({
          email: owner.email,
          password: owner.password,
        })
      ).error?.code,
    ).toBe('invalid_credentials');
    expect((await signInUser(stack, owner.email, next)).user.id).toBe(owner.user.id);
    owner = { ...owner, password: next };
  });
});
