// PostgREST behaviours a Supabase developer relies on, through unmodified supabase-js:
// full-text search, JSON paths, contains/containedBy/overlaps, spread and ordering of
// to-one embeds, null filtering on embeds, CSV, upsert statuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  serviceClient,
  signUpUser,
  startStack,
  type SignedUpUser,
  type TestClient,
  type TestStack,
} from '../../src/testing';

let stack: TestStack;
let a: SignedUpUser;
let service: TestClient;

// A test-only table (no RLS), made by the superuser the way a migration would make one.
const FIXTURE_SQL = `
create table public.test_articles (
  id int primary key,
  title text not null,
  body text not null,
  search tsvector generated always as (to_tsvector('english', title || ' ' || body)) stored,
  data jsonb not null default '{}',
  tags text[] not null default '{}'
);
insert into public.test_articles (id, title, body, data, tags) values
  (1, 'Road construction tender', 'Paving the northern ring roads', '{"lot": {"name": "North", "value": 120}, "region": "north", "labels": ["roads", "urgent"]}', '{roads,urgent}'),
  (2, 'School catering', 'Meals for primary schools in the city', '{"lot": {"name": "City", "value": 40}, "region": "city", "labels": ["food"]}', '{food}'),
  (3, 'Bridge repairs', 'Repairing two bridges over the river road', '{"lot": {"name": "River", "value": 300}, "region": "north", "labels": ["roads"]}', '{roads,bridges}');
`;

beforeAll(async () => {
  stack = await startStack();
  await stack.db.transaction((q) => q.exec(FIXTURE_SQL));
  a = await signUpUser(stack);
  service = serviceClient(stack);
});
afterAll(() => stack?.stop());

const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id);

describe('full-text search (textSearch)', () => {
  it('fts, plfts, phfts and wfts on a tsvector column, with a configuration', async () => {
    const articles = () => service.from('test_articles').select('id').order('id');
    expect(
      ids((await articles().textSearch('search', "'road' & 'tender'", { config: 'english' })).data),
    ).toEqual([1]);
    expect(
      ids((await articles().textSearch('search', 'roads', { type: 'plain', config: 'english' })).data),
    ).toEqual([1, 3]);
    expect(
      ids(
        (await articles().textSearch('search', 'primary schools', { type: 'phrase', config: 'english' }))
          .data,
      ),
    ).toEqual([2]);
    expect(
      ids(
        (await articles().textSearch('search', 'road -bridge', { type: 'websearch', config: 'english' }))
          .data,
      ),
    ).toEqual([1]);
  });

  it('works on text columns (to_tsvector of the column) and without a configuration', async () => {
    const { data, error } = await service
      .from('test_articles')
      .select('id')
      .textSearch('body', 'bridges', { type: 'plain', config: 'english' });
    expect(error).toBeNull();
    expect(ids(data)).toEqual([3]);
    expect(
      ids((await service.from('test_articles').select('id').textSearch('title', 'catering')).data),
    ).toEqual([2]);
  });
});

describe('JSON columns', () => {
  it('selects -> and ->> paths, named after the last key unless aliased', async () => {
    const { data, error } = await service
      .from('test_articles')
      .select('id, data->lot->name, value:data->lot->>value, first:data->labels->0')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, name: 'North', value: '120', first: 'roads' });
  });

  it('filters and orders by JSON paths', async () => {
    const north = await service
      .from('test_articles')
      .select('id')
      .eq('data->>region', 'north')
      .order('data->lot->>name', { ascending: false });
    expect(ids(north.data)).toEqual([3, 1]);
    const big = await service.from('test_articles').select('id').gt('data->lot->value', 100).order('id');
    expect(ids(big.data)).toEqual([1, 3]);
  });

  it('contains, containedBy and overlaps on jsonb and arrays', async () => {
    const q = () => service.from('test_articles').select('id').order('id');
    expect(ids((await q().contains('data', { region: 'north' })).data)).toEqual([1, 3]);
    expect(ids((await q().contains('data', { labels: ['urgent'] })).data)).toEqual([1]);
    expect(
      ids(
        (
          await q().containedBy('data', {
            region: 'city',
            lot: { name: 'City', value: 40 },
            labels: ['food'],
            extra: 1,
          })
        ).data,
      ),
    ).toEqual([2]);
    expect(ids((await q().contains('tags', ['roads'])).data)).toEqual([1, 3]);
    expect(ids((await q().containedBy('tags', ['roads', 'bridges', 'food'])).data)).toEqual([2, 3]);
    expect(ids((await q().overlaps('tags', ['bridges', 'food'])).data)).toEqual([2, 3]);
  });
});

describe('embeds', () => {
  let tenderIds: string[];
  beforeAll(async () => {
    const { data } = await a.client
      .from('tenders')
      .insert([
        { reference_number: 'E-1', client: 'Zeta', title: 'Bravo works' },
        { reference_number: 'E-2', client: 'Alpha', title: 'Alpha works' },
        { reference_number: 'E-3', client: 'Mid', title: 'Charlie works' },
      ])
      .select('id')
      .throwOnError();
    tenderIds = data!.map((t) => t.id as string);
    await a.client
      .from('tasks')
      .insert([
        { tender_id: tenderIds[0], name: 'Task of Bravo' },
        { tender_id: tenderIds[1], name: 'Task of Alpha' },
      ])
      .throwOnError();
  });

  it('spreads a to-one embed’s columns into the row (...tenders(title))', async () => {
    const { data, error } = await a.client
      .from('tasks')
      .select('name, ...tenders(title, tender_client:client)')
      .order('name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Task of Alpha', title: 'Alpha works', tender_client: 'Alpha' },
      { name: 'Task of Bravo', title: 'Bravo works', tender_client: 'Zeta' },
    ]);
    // A to-many spread gathers each column into an array (PostgREST 13).
    const toMany = await a.client.from('tenders').select('title, ...tasks(name)').order('title').limit(2);
    expect(toMany.error).toBeNull();
    expect(toMany.data).toEqual([
      { title: 'Alpha works', name: ['Task of Alpha'] },
      { title: 'Bravo works', name: ['Task of Bravo'] },
    ]);
  });

  it('orders by a to-one embed’s column (order=tenders(title)), which the select must embed', async () => {
    const asc = await a.client.from('tasks').select('name, tenders(title)').order('tenders(title)');
    expect(asc.error).toBeNull();
    expect(asc.data!.map((t) => t.name)).toEqual(['Task of Alpha', 'Task of Bravo']);
    const raw = await fetch(
      `${stack.url}/rest/v1/tasks?select=name,tenders(title)&order=tenders(title).desc`,
      {
        headers: { apikey: stack.anonKey, Authorization: `Bearer ${a.session.access_token}` },
      },
    );
    expect(((await raw.json()) as { name: string }[]).map((t) => t.name)).toEqual([
      'Task of Bravo',
      'Task of Alpha',
    ]);
    const notEmbedded = await a.client.from('tasks').select('name').order('tenders(title)');
    expect(notEmbedded.error).toMatchObject({ code: 'PGRST108' });
  });

  it('filters parents by whether an embed is null (tasks=not.is.null / is.null)', async () => {
    const withTasks = await a.client
      .from('tenders')
      .select('title, tasks(name)')
      .not('tasks', 'is', null)
      .order('title');
    expect(withTasks.error).toBeNull();
    expect(withTasks.data!.map((t) => t.title)).toEqual(['Alpha works', 'Bravo works']);
    const without = await a.client.from('tenders').select('title, tasks(name)').is('tasks', null);
    expect(without.data!.map((t) => t.title)).toEqual(['Charlie works']);
    // The embed's own filters count: only tenders with a task named like Alpha.
    const filtered = await a.client
      .from('tenders')
      .select('title, tasks(name)')
      .ilike('tasks.name', '%alpha%')
      .not('tasks', 'is', null);
    expect(filtered.data!.map((t) => t.title)).toEqual(['Alpha works']);
  });
});

describe('CSV and upsert statuses', () => {
  it('csv() answers PostgREST’s CSV: a header line, then one line per row', async () => {
    const { data, error, status } = await service
      .from('test_articles')
      .select('id, title, tags')
      .order('id')
      .csv();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(
      // Each line is the row's record text, as PostgREST builds it: quoted where needed.
      'id,title,tags\n1,"Road construction tender","{roads,urgent}"\n2,"School catering",{food}\n3,"Bridge repairs","{roads,bridges}"',
    );
    const res = await fetch(`${stack.url}/rest/v1/test_articles?select=id&id=eq.1`, {
      headers: {
        apikey: stack.serviceRoleKey,
        Authorization: `Bearer ${stack.serviceRoleKey}`,
        Accept: 'text/csv',
      },
    });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });

  it('an upsert that only updates answers 200; one that inserts answers 201', async () => {
    const inserted = await service.from('test_articles').upsert({ id: 10, title: 'New', body: 'b' });
    expect(inserted.status).toBe(201);
    const updated = await service.from('test_articles').upsert({ id: 10, title: 'Changed', body: 'b' });
    expect(updated.status).toBe(200);
    const withRows = await service
      .from('test_articles')
      .upsert({ id: 10, title: 'Again', body: 'b' })
      .select('title');
    expect(withRows).toMatchObject({ status: 200, data: [{ title: 'Again' }] });
    const mixed = await service.from('test_articles').upsert([
      { id: 10, title: 'Again 2', body: 'b' },
      { id: 11, title: 'Eleven', body: 'b' },
    ]);
    expect(mixed.status).toBe(201);
    expect((await service.from('test_articles').insert({ id: 12, title: 'Plain', body: 'b' })).status).toBe(
      201,
    );
  });
});
