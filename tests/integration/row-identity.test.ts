// Who a row says it is cannot be forged through the API: a member cannot pose as
// a colleague in the member list, and nobody can learn whether another workspace's tender
// id exists by inserting or re-keying a row with it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInUser, signUpUser, startStack, type TestStack } from './helpers';

const NORTHWIND = 'de100000-0000-4000-8000-000000000001';

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

describe('a member cannot impersonate another in the member list', () => {
  it('PATCH of the own profile with a colleague’s name and email is refused, and nothing changes', async () => {
    const sam = await signInUser(stack, 'user@example.com', 'user-password');
    const res = await fetch(`${stack.url}/rest/v1/user_profiles?id=eq.${sam.user.id}`, {
      method: 'PATCH',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${sam.session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Dana Demo', email: 'demo@example.com' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: '42501' });

    const admin = await signInUser(stack, 'demo@example.com', 'demo-password');
    const members = await admin.client
      .from('workspace_members')
      .select('user_profiles(name, email)')
      .eq('workspace_id', NORTHWIND);
    const people = (members.data ?? []).map(
      (m) => m.user_profiles as unknown as { name: string; email: string },
    );
    expect(people.filter((p) => p.email === 'demo@example.com')).toEqual([
      { name: 'Dana Demo', email: 'demo@example.com' },
    ]);
    expect(people.find((p) => p.name === 'Sam Okafor')?.email).toBe('user@example.com');
  });

  it('what Settings edits still saves', async () => {
    const sam = await signInUser(stack, 'user@example.com', 'user-password');
    const saved = await sam.client
      .from('user_profiles')
      .update({ name: 'Sam O.', role: 'Estimator' })
      .eq('id', sam.user.id)
      .select('name, email')
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual({ name: 'Sam O.', email: 'user@example.com' });
  });
});

describe('ids are the database’s', () => {
  it('an upsert with another workspace’s tender id answers exactly as one with an unused id', async () => {
    const outsider = await signUpUser(stack, { prefix: 'prober' });
    const dana = await signInUser(stack, 'demo@example.com', 'demo-password');
    const { data: northwind } = await dana.client.from('tenders').select('id').limit(1).single();
    const probe = (id: string) =>
      outsider.client
        .from('tenders')
        .upsert({ id, reference_number: 'P', client: 'P', title: 'P' }, { ignoreDuplicates: true })
        .select('id');
    const existing = await probe(northwind!.id);
    const unused = await probe(randomUUID());
    expect(existing.status).toBe(403);
    expect(existing.error?.code).toBe('42501');
    expect({ status: unused.status, code: unused.error?.code, message: unused.error?.message }).toEqual({
      status: existing.status,
      code: existing.error?.code,
      message: existing.error?.message,
    });
  });

  it('re-keying an own tender to another workspace’s id is refused without a uniqueness answer', async () => {
    const owner = await signUpUser(stack, { prefix: 'rekey' });
    const mine = await owner.client
      .from('tenders')
      .insert({ reference_number: 'R', client: 'R', title: 'Mine' })
      .select('id')
      .single();
    expect(mine.error).toBeNull();
    const dana = await signInUser(stack, 'demo@example.com', 'demo-password');
    const { data: northwind } = await dana.client.from('tenders').select('id').limit(1).single();
    const rekey = await owner.client.from('tenders').update({ id: northwind!.id }).eq('id', mine.data!.id);
    expect(rekey.status).toBe(403);
    expect(rekey.error?.code).toBe('42501');
  });
});
