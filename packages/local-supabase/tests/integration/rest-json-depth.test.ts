// Deeply nested values (pen test item 8): JSON nested 10,000 deep in an RPC argument or a
// column value overflowed PGlite's WASM stack (500 XX000 "bad buffer ID"), and bracket
// nesting in filter values (jsonb `cs`, tsquery `fts`) did the same. The stack refuses
// anything nested deeper than 1,000 levels with 400 54001 before it reaches the database,
// on both engines; shallower values still work. Auth bodies too: deep user metadata
// overflowed the auth service's own recursion (a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startStack, type SignedUpUser, type TestStack } from '../../src/testing';

let stack: TestStack;
let a: SignedUpUser;

interface RawResponse {
  status: number;
  body: unknown;
  text: string;
}

async function raw(method: string, path: string, body?: string): Promise<RawResponse> {
  const res = await fetch(`${stack.url}/rest/v1${path}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${a.session.access_token}`,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body,
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, text: text.slice(0, 300) };
}

const arrays = (n: number): string => `${'['.repeat(n)}${']'.repeat(n)}`;
const objects = (n: number): string => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

function expectTooDeep(res: RawResponse): void {
  expect(res.status, res.text).toBe(400);
  expect(res.body).toEqual({
    code: '54001',
    details: expect.stringMatching(/nested deeper than 1000 levels/) as unknown,
    hint: null,
    message: expect.stringMatching(/too deeply nested/) as unknown,
  });
}

async function expectStillServing(): Promise<void> {
  const { data, error } = await a.client.from('user_profiles').select('id').eq('id', a.user.id).single();
  expect(error).toBeNull();
  expect(data).toEqual({ id: a.user.id });
}

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  a = await signUpUser(stack, { prefix: 'depth' });
});

afterAll(async () => {
  await stack?.stop();
});

describe('JSON nested 10,000 deep', () => {
  it('as an RPC argument → 400 54001', async () => {
    expectTooDeep(await raw('POST', '/rpc/search_tenders', `{"p_query":${arrays(10_000)}}`));
    expectTooDeep(await raw('POST', '/rpc/tender_document_counts', `{"p_tender_ids":${objects(10_000)}}`));
    await expectStillServing();
  });

  it('as a column value in an update or insert → 400 54001, nothing stored', async () => {
    expectTooDeep(
      await raw('PATCH', `/user_profiles?id=eq.${a.user.id}`, `{"preferences":{"a":${arrays(10_000)}}}`),
    );
    expectTooDeep(
      await raw('POST', '/tenders', `[{"reference_number":"r","client":"c","title":${objects(10_000)}}]`),
    );
    const { data } = await a.client.from('user_profiles').select('preferences').eq('id', a.user.id).single();
    expect(data?.preferences).toEqual({});
    await expectStillServing();
  });

  it('in filter values (jsonb contains, full-text queries, logic trees) → 400 54001', async () => {
    // Query strings are capped at 16 kB by Node, so 7,000 levels is about as deep as they go.
    expectTooDeep(await raw('GET', `/user_profiles?preferences=cs.${arrays(7_000)}`));
    expectTooDeep(await raw('GET', `/tenders?title=fts.${'('.repeat(7_000)}a${')'.repeat(7_000)}`));
    expectTooDeep(await raw('GET', `/user_profiles?or=(preferences.cs.${arrays(7_000)})`));
    await expectStillServing();
  });
});

describe('shallower values', () => {
  it('1,000 levels are accepted and stored as sent', async () => {
    // The body {"preferences":{"a":[[…]]}} is 1,000 levels deep: two objects and 998 arrays.
    const value = { a: JSON.parse(arrays(998)) as unknown };
    const res = await raw(
      'PATCH',
      `/user_profiles?id=eq.${a.user.id}`,
      JSON.stringify({ preferences: value }),
    );
    expect(res.status, res.text).toBe(204);
    const { data, error } = await a.client
      .from('user_profiles')
      .select('preferences')
      .eq('id', a.user.id)
      .single();
    expect(error).toBeNull();
    expect(JSON.stringify(data?.preferences)).toBe(JSON.stringify(value));
    expectTooDeep(
      await raw(
        'PATCH',
        `/user_profiles?id=eq.${a.user.id}`,
        JSON.stringify({ preferences: { a: [value] } }),
      ),
    );
  });

  it('brackets inside JSON strings do not count', async () => {
    const res = await raw(
      'PATCH',
      `/user_profiles?id=eq.${a.user.id}`,
      JSON.stringify({ preferences: { note: '['.repeat(5_000) } }),
    );
    expect(res.status, res.text).toBe(204);
  });
});

describe('auth bodies', () => {
  it('user metadata nested 5,000 deep answers 400 bad_json, not a 500, and the user is unchanged', async () => {
    const res = await fetch(`${stack.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${a.session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: `{"data":{"deep":${objects(5_000)}}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_json' });
    const { data } = await a.client.auth.getUser();
    expect(data.user?.user_metadata.deep).toBeUndefined();
  });
});
