// What keeps one REST request from freezing or exhausting the local stack (issue: pen test
// item 7): limits on embed depth and select size, a budget on the JSON a request builds,
// and (rest-statement-timeout.test.ts, PostgreSQL only) a per-role statement timeout like
// hosted Supabase's. PGlite cannot interrupt a running statement (single-threaded WASM, no
// signals), so there the limits must refuse a pathological request before it runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startStack, type SignedUpUser, type TestStack } from '../../src/testing';

let stack: TestStack;
let a: SignedUpUser;
let tenderId: string;

interface RawResponse {
  status: number;
  ms: number;
  body: Record<string, unknown> | unknown[] | null;
  text: string;
}

async function get(path: string, timeoutMs = 20_000): Promise<RawResponse> {
  const started = performance.now();
  const res = await fetch(`${stack.url}/rest/v1${path}`, {
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${a.session.access_token}` },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let body: RawResponse['body'] = null;
  try {
    body = JSON.parse(text) as RawResponse['body'];
  } catch {
    /* not JSON */
  }
  return { status: res.status, ms: performance.now() - started, body, text: text.slice(0, 500) };
}

/** `select=id,tasks(id,tenders(id,…))`: the pen test's request, `times` task→tender round trips deep. */
const roundTrips = (times: number): string =>
  `id,${'tasks(id,tenders(id,'.repeat(times).slice(0, -1)}${'))'.repeat(times)}`;

function expectRestError(res: RawResponse, status: number, code: string): Record<string, unknown> {
  expect(res.status, res.text).toBe(status);
  const body = res.body as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code, res.text).toBe(code);
  return body;
}

beforeAll(async () => {
  stack = await startStack({ seed: 'none' });
  a = await signUpUser(stack, { prefix: 'limits' });
  const t = await a.client
    .from('tenders')
    .insert({ reference_number: 'R-1', client: 'C', title: 'Heavy' })
    .select('id')
    .single();
  if (t.error) throw new Error(t.error.message);
  tenderId = t.data.id;
  // 24 tasks on the tender, as in the pen test (new tenders may start with template tasks).
  const { count } = await a.client
    .from('tasks')
    .select('id', { count: 'exact', head: true })
    .eq('tender_id', tenderId);
  const missing = 24 - (count ?? 0);
  if (missing > 0) {
    const ins = await a.client
      .from('tasks')
      .insert(Array.from({ length: missing }, (_, i) => ({ tender_id: tenderId, name: `Task ${i}` })));
    if (ins.error) throw new Error(ins.error.message);
  }
});

afterAll(async () => {
  await stack?.stop();
});

describe('embed depth and select size', () => {
  it('refuses the pen test request (task→tender five times) at once, and the stack keeps answering', async () => {
    const heavy = get(`/tenders?id=eq.${tenderId}&select=${roundTrips(5)}`);
    const health = fetch(`${stack.url}/auth/v1/health`, { signal: AbortSignal.timeout(20_000) });
    const res = await heavy;
    const body = expectRestError(res, 400, 'PGRST100');
    expect(String(body.details)).toMatch(/nested deeper than 4 levels/);
    expect(res.ms).toBeLessThan(5_000);
    expect((await health).status).toBe(200);
  });

  it('answers embeds four levels deep (twice what the app uses) and refuses five', async () => {
    const ok = await get(`/tenders?id=eq.${tenderId}&select=${roundTrips(2)}`);
    expect(ok.status, ok.text).toBe(200);
    const rows = ok.body as { tasks: { tenders: { tasks: { tenders: { id: string } }[] } }[] }[];
    expect(rows[0]!.tasks).toHaveLength(24);
    expect(rows[0]!.tasks[0]!.tenders.tasks).toHaveLength(24);
    expect(rows[0]!.tasks[0]!.tenders.tasks[0]!.tenders.id).toBe(tenderId);

    const deep = await get(`/tenders?select=id,tasks(tenders(tasks(tenders(tasks(id)))))`);
    expectRestError(deep, 400, 'PGRST100');
  });

  it('refuses more than 16 embeds or 100 select items in one request', async () => {
    const embeds = (n: number) => `id,${Array.from({ length: n }, (_, i) => `e${i}:tasks(id)`).join(',')}`;
    const sixteen = await get(`/tenders?id=eq.${tenderId}&select=${embeds(16)}`);
    expect(sixteen.status, sixteen.text).toBe(200);
    const many = await get(`/tenders?id=eq.${tenderId}&select=${embeds(500)}`);
    const body = expectRestError(many, 400, 'PGRST100');
    expect(String(body.details)).toMatch(/more than 16 embedded resources/);
    expect(many.ms).toBeLessThan(5_000);

    const columns = (n: number) => Array.from({ length: n }, (_, i) => `c${i}:id`).join(',');
    expect((await get(`/tenders?select=${columns(100)}`)).status).toBe(200);
    const wide = await get(`/tenders?select=${columns(101)}`);
    expect(String(expectRestError(wide, 400, 'PGRST100').details)).toMatch(/more than 100 items/);
  });
});

describe('response size', () => {
  // 24 task descriptions of 10,000 three-byte characters: 30 kB each, 720 kB per tender.
  const description = '€'.repeat(10_000);

  beforeAll(async () => {
    const { error } = await a.client.from('tasks').update({ description }).eq('tender_id', tenderId);
    if (error) throw new Error(error.message);
  });

  it('answers large responses under the limit', async () => {
    const res = await get(`/tenders?id=eq.${tenderId}&select=id,tasks(description)`);
    expect(res.status, res.text).toBe(200);
  });

  it('stops a request whose embeds build more than 10 MB of JSON, without building it all', async () => {
    // 24 × 24 descriptions: about 17 MB.
    const select = 'id,tasks(id,tenders(id,tasks(description)))';
    const res = await get(`/tenders?id=eq.${tenderId}&select=${select}`);
    const body = expectRestError(res, 400, '54000');
    expect(body.message).toMatch(/larger than the local stack's limit of 10 MB/);
    expect(body.hint).toMatch(/limit/);
    const health = await fetch(`${stack.url}/auth/v1/health`);
    expect(health.status).toBe(200);
  });

  it('stops a plain select over the limit too (many columns of many rows)', async () => {
    const select = Array.from({ length: 16 }, (_, i) => `d${i}:description`).join(',');
    const res = await get(`/tasks?tender_id=eq.${tenderId}&select=${select}`);
    expectRestError(res, 400, '54000');
    // the same rows with one copy of each description are fine
    expect((await get(`/tasks?tender_id=eq.${tenderId}&select=description`)).status).toBe(200);
  });
});

describe('rows read', () => {
  // 750 tasks on one tender: tender → tasks → tender → tasks reads 750 × 750 = 562,500 rows.
  let bigTender: string;

  beforeAll(async () => {
    const t = await a.client
      .from('tenders')
      .insert({ reference_number: 'R-2', client: 'C', title: 'Wide' })
      .select('id')
      .single();
    if (t.error) throw new Error(t.error.message);
    bigTender = t.data.id;
    for (let i = 0; i < 750; i += 375) {
      const rows = Array.from({ length: 375 }, (_, j) => ({ tender_id: bigTender, name: `Task ${i + j}` }));
      const ins = await a.client.from('tasks').insert(rows);
      if (ins.error) throw new Error(ins.error.message);
    }
  });

  it('stops embeds that read more than 500,000 rows, even when nothing matches', async () => {
    const select = 'id,tasks!inner(tenders!inner(tasks!inner(id)))';
    const res = await get(`/tenders?id=eq.${bigTender}&select=${select}&tasks.tenders.tasks.name=eq.nothing`);
    const body = expectRestError(res, 400, '54000');
    expect(body.message).toMatch(/more than the local stack's limit of 500,000 embedded rows/);
    // One level of the same embed reads 750 rows.
    const ok = await get(`/tenders?id=eq.${bigTender}&select=id,tasks!inner(id)&tasks.name=eq.nothing`);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual([]);
  });
});

describe('rows written', () => {
  /** POST /rest/v1/rpc/<fn> as `a`. */
  const rpc = async (fn: string, args: unknown): Promise<RawResponse> => {
    const started = performance.now();
    const res = await fetch(`${stack.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${a.session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    return {
      status: res.status,
      ms: performance.now() - started,
      body: JSON.parse(text),
      text: text.slice(0, 500),
    };
  };
  const tenderCount = async () =>
    (await a.client.from('tenders').select('id', { count: 'exact', head: true })).count ?? 0;

  it('G8: stops a request that writes more than 25,000 rows (the pen test’s import with full templates), writing nothing', async () => {
    const { data: workspaces } = await a.client.rpc('user_workspaces');
    const workspaceId = (workspaces as { workspace_id: string }[])[0]!.workspace_id;
    // A type's templates at the schema's limit: 100 tasks and 100 requirements a tender.
    const type = 'framework-agreement';
    const tasks = await a.client.from('task_templates').insert(
      Array.from({ length: 100 }, (_, i) => ({
        workspace_id: workspaceId,
        tender_type: type,
        name: `T${i}`,
      })),
    );
    const requirements = await a.client.from('requirement_templates').insert(
      Array.from({ length: 100 }, (_, i) => ({
        workspace_id: workspaceId,
        tender_type: type,
        requirement: `R${i}`,
        mandatory: false,
      })),
    );
    expect([tasks.error, requirements.error]).toEqual([null, null]);
    const before = await tenderCount();
    const rows = Array.from({ length: 500 }, (_, i) => ({
      line: i + 2,
      tender: { reference_number: `W-${i}`, client: 'C', title: `Written ${i}`, type },
    }));
    // 500 tenders × (1 + 100 + 100) rows: about 100,000. The function retries a refused batch row
    // by row inside WHEN OTHERS handlers: the limit is not an error they can catch.
    const res = await rpc('import_tenders', {
      p_workspace_id: workspaceId,
      p_rows: rows,
      p_duplicates: 'skip',
      p_tz: 'UTC',
      p_templates: true,
    });
    const body = expectRestError(res, 400, '54000');
    expect(body.message).toMatch(/writes more than the local stack's limit of 25,000 rows/);
    expect(await tenderCount()).toBe(before);
    // A batch within the limit goes through: 10 tenders write about 2,010 rows.
    const fits = await rpc('import_tenders', {
      p_workspace_id: workspaceId,
      p_rows: rows.slice(0, 10),
      p_duplicates: 'skip',
      p_tz: 'UTC',
      p_templates: true,
    });
    expect(fits.status, fits.text).toBe(200);
    expect(await tenderCount()).toBe(before + 10);
  });
});
