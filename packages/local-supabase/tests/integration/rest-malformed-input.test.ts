// docs/security-checks.md D6: malformed input at every REST endpoint → a 4xx with the
// documented shape ({code, details, hint, message}); the server keeps serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startStack, type SignedUpUser, type TestStack } from '../../src/testing';

let stack: TestStack;
let a: SignedUpUser;
let tenderId: string;

interface RawResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

async function raw(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const res = await fetch(`${stack.url}/rest/v1${path}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${a.session.access_token}`,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** A 4xx whose body is exactly the PostgREST error shape. */
function expectRestError(res: RawResponse, status?: number, code?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  if (status !== undefined) expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = res.body as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  for (const k of ['details', 'hint'] as const)
    expect(body[k] === null || typeof body[k] === 'string').toBe(true);
  if (code !== undefined) expect(body.code).toBe(code);
}

async function expectStillServing(): Promise<void> {
  const { data, error } = await a.client.from('tenders').select('id').eq('id', tenderId).single();
  expect(error).toBeNull();
  expect(data).toEqual({ id: tenderId });
}

const valid = { reference_number: 'R', client: 'C', title: 'T' };

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  a = await signUpUser(stack, { prefix: 'd6' });
  const t = await a.client.from('tenders').insert(valid).select('id').single();
  if (t.error) throw new Error(t.error.message);
  tenderId = t.data.id;
});

afterAll(async () => {
  await stack?.stop();
});

describe('D6: malformed bodies', () => {
  it('G9: a 40 MB body is answered 413, not with a reset connection, by REST and auth alike', async () => {
    const body = JSON.stringify({ title: 'x'.repeat(40 * 1024 * 1024) });
    const rest = await raw('POST', '/tenders', body);
    expectRestError(rest, 413, 'PGRST413');
    const auth = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body,
    });
    expect(auth.status).toBe(413);
    expect(await auth.json()).toMatchObject({ error_code: 'request_too_large' });
    await expectStillServing();
  });

  it.each([
    ['POST', '/tenders'],
    ['PATCH', `/tenders?id=eq.${'00000000-0000-4000-8000-000000000000'}`],
    ['POST', '/rpc/tender_trends'],
  ])('%s %s: non-JSON and non-object bodies → 400 PGRST102', async (method, path) => {
    for (const body of [
      '{"title":',
      'not json',
      '{"a":1}}',
      '\u0000',
      ...(path.startsWith('/rpc') ? [] : ['']),
    ]) {
      const res = await raw(method, path, body);
      expectRestError(res, 400, 'PGRST102');
    }
    for (const body of [
      '"a string"',
      '42',
      'null',
      'true',
      ...(method === 'PATCH' || path.startsWith('/rpc')
        ? ['[]', '[{"title":"x"}]']
        : ['[1,2]', '[{"title":"x"},3]']),
    ]) {
      const res = await raw(method, path, body);
      expectRestError(res, 400, 'PGRST102');
    }
    await expectStillServing();
  });

  it('wrong types → 22P02 / 22007 (400); numbers for text are accepted as Postgres casts them', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, bid_bond: 'maybe' }, '22P02'],
      [{ ...valid, status: 'bogus' }, '22P02'],
      [{ ...valid, workspace_id: 'not-a-uuid' }, '22P02'],
      [{ ...valid, tender_submission_date: 'not-a-date' }, '22007'],
      [{ ...valid, bid_bond: { nested: true } }, '22P02'],
    ];
    for (const [payload, code] of cases) {
      const res = await a.client.from('tenders').insert(payload as never);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.error?.code, JSON.stringify(payload)).toBe(code);
    }
    const upd = await a.client
      .from('tenders')
      .update({ bid_bond: 'nope' } as never)
      .eq('id', tenderId);
    expect(upd.status).toBe(400);
    expect(upd.error?.code).toBe('22P02');
    const filter = await a.client.from('tenders').select('id').eq('bid_bond', 'maybe');
    expect(filter.status).toBe(400);
    expect(filter.error?.code).toBe('22P02');
    const badPeriod = {
      p_workspace_id: '00000000-0000-4000-8000-000000000000',
      p_tz: 'UTC',
      p_period: 'six',
    };
    const rpc = await a.client.rpc('tender_trends', badPeriod as never);
    expect(rpc.status).toBe(400);
    expect(rpc.error?.code).toBe('22P02');
    const rpcGet = await a.client.rpc('tender_trends', badPeriod as never, { get: true });
    expect(rpcGet.status).toBe(400);
    expect(rpcGet.error?.code).toBe('22P02');

    const numeric = await a.client
      .from('tenders')
      .insert({ ...valid, reference_number: 'R-numeric', title: 12345 } as never)
      .select('title')
      .single();
    expect(numeric.error).toBeNull();
    expect(numeric.data).toEqual({ title: '12345' });
    await expectStillServing();
  });

  it('1 MB strings hit the length checks (23514) and are not stored', async () => {
    const mb = 'x'.repeat(1024 * 1024);
    for (const field of ['title', 'description', 'client', 'reference_number']) {
      const res = await a.client.from('tenders').insert({ ...valid, [field]: mb });
      expect(res.status, field).toBe(400);
      expect(res.error?.code, field).toBe('23514');
    }
    const upd = await a.client.from('tenders').update({ description: mb }).eq('id', tenderId).select('id');
    expect(upd.error?.code).toBe('23514');
    const task = await a.client.from('tasks').insert({ tender_id: tenderId, name: mb });
    expect(task.error?.code).toBe('23514');
    // A long filter value is just a value.
    const longFilter = await a.client.from('tenders').select('id').eq('title', 'y'.repeat(4000));
    expect(longFilter.error).toBeNull();
    expect(longFilter.data).toEqual([]);
    await expectStillServing();
  });

  it('unknown columns → PGRST204 in payloads, 42703 in select/filter/order/on_conflict', async () => {
    const ins = await a.client.from('tenders').insert({ ...valid, nope: 1 } as never);
    expectRestError({ status: ins.status, headers: new Headers(), body: ins.error }, 400, 'PGRST204');
    const bulk = await a.client.from('tenders').insert([valid, { ...valid, nope: 1 }] as never);
    expect(bulk.error?.code).toBe('PGRST204');
    const upd = await a.client
      .from('tenders')
      .update({ nope: 1 } as never)
      .eq('id', tenderId);
    expect(upd.error?.code).toBe('PGRST204');
    for (const path of [
      '/tenders?select=nope',
      '/tenders?nope=eq.1',
      '/tenders?order=nope.desc',
      '/tenders?select=id,tasks(nope)',
      '/tenders?select=id,tasks(id)&tasks.nope=eq.1',
      '/tenders?or=(nope.eq.1,title.eq.x)',
      '/rpc/tender_status_counts?p_workspace_id=00000000-0000-4000-8000-000000000000&p_tz=UTC&nope=eq.1',
    ]) {
      expectRestError(await raw('GET', path), 400, '42703');
    }
    expectRestError(
      await raw('POST', '/tenders?on_conflict=nope', JSON.stringify(valid), {
        Prefer: 'resolution=merge-duplicates',
      }),
      400,
      '42703',
    );
    await expectStillServing();
  });

  it('SQL-looking text is stored and matched verbatim', async () => {
    const evil = `'; drop table tenders; --`;
    const evil2 = `") or 1=1; select pg_sleep(10); --`;
    const created = await a.client
      .from('tenders')
      .insert({ reference_number: evil, client: evil2, title: `Robert'); DROP TABLE tasks;--` })
      .select('id,reference_number,client,title')
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({
      reference_number: evil,
      client: evil2,
      title: `Robert'); DROP TABLE tasks;--`,
    });
    const byEq = await a.client.from('tenders').select('id').eq('reference_number', evil);
    expect(byEq.data).toEqual([{ id: created.data!.id }]);
    const byIn = await a.client.from('tenders').select('id').in('reference_number', [evil, 'x, (y)']);
    expect(byIn.data).toEqual([{ id: created.data!.id }]);
    // postgrest-js wraps in() values in quotes without escaping inner quotes; PostgREST
    // cannot parse that either, and neither do we: a 400, never a match.
    const badIn = await a.client.from('tenders').select('id').in('client', [evil2, 'x']);
    expect(badIn.status).toBe(400);
    expect(badIn.error?.code).toBe('PGRST100');
    const byOr = await a.client
      .from('tenders')
      .select('id')
      .or(`reference_number.eq."${evil}",title.eq.none`);
    expect(byOr.error).toBeNull();
    expect(byOr.data).toEqual([{ id: created.data!.id }]);
    // Identifiers: never spliced in.
    expectRestError(await raw('GET', `/tenders?select=id;drop table tenders`), 400, 'PGRST100');
    expectRestError(await raw('GET', `/tenders?order=id;drop table tenders`), 400, 'PGRST100');
    expectRestError(
      await raw('GET', `/tenders?${encodeURIComponent('id;drop table tenders')}=eq.1`),
      400,
      '42703',
    );
    expectRestError(
      await raw('GET', `/${encodeURIComponent('tenders; drop table tenders')}`),
      404,
      'PGRST205',
    );
    expectRestError(
      await raw('POST', `/rpc/${encodeURIComponent('tender_status_counts(); drop table tenders; --')}`, '{}'),
      404,
      'PGRST202',
    );
    expectRestError(await raw('GET', `/tenders?select=id::text;drop`), 400, 'PGRST100');
    const still = await a.client.from('tasks').select('id', { count: 'exact', head: true });
    expect(still.error).toBeNull();
    await expectStillServing();
  });

  it('unicode and emoji round-trip through insert, filter and update', async () => {
    const texts = [
      'Ünïcødé ✓',
      '🚀🔥 tender 👩‍👩‍👧‍👦',
      '漢字かなカナ',
      'مناقصة',
      'a\u200db\u00a0c',
      'quote " back\\slash , comma (paren)',
    ];
    for (const title of texts) {
      const created = await a.client
        .from('tenders')
        .insert({
          ...valid,
          reference_number: `R-${texts.indexOf(title)}`,
          title,
          description: title.repeat(3),
        })
        .select('id,title,description')
        .single();
      expect(created.error, title).toBeNull();
      expect(created.data!.title).toBe(title);
      expect(created.data!.description).toBe(title.repeat(3));
      const found = await a.client.from('tenders').select('title').eq('title', title);
      expect(found.data).toEqual([{ title }]);
      if (!/["\\]/.test(title)) {
        const inList = await a.client.from('tenders').select('title').in('title', [title]);
        expect(inList.data).toEqual([{ title }]);
      }
      const patched = await a.client
        .from('tenders')
        .update({ description: `${title}!` })
        .eq('title', title)
        .select('description');
      expect(patched.data).toEqual([{ description: `${title}!` }]);
    }
    const nul = await a.client.from('tenders').insert({ ...valid, title: 'nul \u0000 byte' });
    expect(nul.status).toBe(400);
    expect(nul.error?.code).toMatch(/^22/);
    await expectStillServing();
  });

  it('bad operators, filters, orders, paging and select syntax → 400 PGRST100', async () => {
    for (const path of [
      '/tenders?title=foo.bar',
      '/tenders?title=eq',
      '/tenders?title=in(any).(a,b)',
      '/tenders?title=in.a,b',
      '/tenders?bid_bond=is.maybe',
      '/tenders?or=garbage',
      '/tenders?or=(title.eq.a',
      '/tenders?or=()',
      '/tenders?and=(title.eq.a,or(x))',
      '/tenders?order=title.sideways',
      '/tenders?order=',
      '/tenders?limit=abc',
      '/tenders?limit=-1',
      '/tenders?offset=1.5',
      '/tenders?select=id,(',
      '/tenders?select=tasks(',
      '/tenders?select=id,,title',
      '/tenders?select=a:b:c',
      '/tenders?select=id::',
      '/tenders?select=...tasks',
      '/tenders?select=data->',
      '/tenders?columns=',
    ]) {
      const res = await raw('GET', path);
      expectRestError(res, 400);
      expect((res.body as { code: string }).code, path).toBe('PGRST100');
    }
    expectRestError(
      await raw('GET', `/tenders?or=(${'and('.repeat(1500)}title.eq.a${')'.repeat(1500)})`),
      400,
      'PGRST100',
    );
    expectRestError(
      await raw('GET', `/tenders?select=${'tasks('.repeat(1500)}id${')'.repeat(1500)}`),
      400,
      'PGRST100',
    );
    expectRestError(await raw('GET', '/tenders?select=*,nope(*)'), 400, 'PGRST200');
    // Aggregates inside a to-many spread, and a JSON path on a missing column, are refused too.
    expectRestError(await raw('GET', '/tenders?select=...tasks(id.count())'), 400, 'PGRST123');
    expectRestError(await raw('GET', '/tenders?select=data->>x'), 400, '42703');
    expectRestError(await raw('GET', '/tenders?select=id&tasks.order=created_at'), 400, 'PGRST108');
    expectRestError(
      await raw('GET', '/tenders?offset=100000', undefined, { Prefer: 'count=exact' }),
      416,
      'PGRST103',
    );
    await expectStillServing();
  });

  it('odd methods, paths, headers and RPC calls → documented 4xx', async () => {
    expectRestError(await raw('PUT', '/tenders', JSON.stringify(valid)), 405, 'PGRST117');
    expectRestError(await raw('GET', '/tenders/1/2'), 404, 'PGRST125');
    expectRestError(await raw('GET', '/rpc/'), 404);
    expectRestError(await raw('GET', '/%E0%A4%A'), 404);
    expectRestError(await raw('GET', '/tenders', undefined, { Accept: 'application/xml' }), 406, 'PGRST107');
    expectRestError(
      await raw('GET', '/tenders', undefined, { 'Accept-Profile': 'private' }),
      406,
      'PGRST106',
    );
    expectRestError(
      await raw('POST', '/tenders', JSON.stringify(valid), { 'Content-Profile': 'auth' }),
      406,
      'PGRST106',
    );
    expectRestError(await raw('GET', '/rpc/nope'), 404, 'PGRST202');
    expectRestError(
      await raw('POST', '/rpc/create_default_tasks', '{"p_tender_id":"x","extra":1}'),
      404,
      'PGRST202',
    );
    expectRestError(await raw('POST', '/rpc/create_default_tasks', '{}'), 404, 'PGRST202');
    expectRestError(
      await raw('POST', '/rpc/create_default_tasks', '{"p_tender_id":"not-a-uuid"}'),
      400,
      '22P02',
    );
    // A volatile function over GET runs read-only: refused, nothing written.
    const getVolatile = await raw('GET', `/rpc/create_default_tasks?p_tender_id=${tenderId}`);
    expectRestError(getVolatile, undefined, '25006');
    // Unknown Prefer values are ignored, as PostgREST does by default.
    const odd = await raw('POST', '/tenders', JSON.stringify({ ...valid, reference_number: 'R-odd' }), {
      Prefer: 'return=banana, count=lots, foo',
    });
    expect(odd.status).toBe(201);
    const tasks = await a.client
      .from('tasks')
      .select('id', { count: 'exact', head: true })
      .eq('tender_id', tenderId);
    expect(tasks.count).toBe(0);
    await expectStillServing();
  });
});
