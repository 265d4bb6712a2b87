// PostgREST behaviour beyond what the app's schema exercises, on a small schema of its own:
// relationships through junction tables, self-references, views and functions (computed
// fields and relationships), aggregates and spreads, other exposed schemas, overloaded and
// unnamed-parameter functions, the any/all and range operators, strict handling with
// max-affected, planned counts and EXPLAIN, and the schema cache's reloads — through
// unmodified supabase-js.
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, startStack, type TestClient, type TestStack } from '../../src/testing';
import { scratchFolder } from './scratch-folder';

const SCHEMA = `
-- For this database only: on PostgreSQL the suites share one server, and its roles.
do $$ begin
  execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled to true', current_database());
  execute format('alter role authenticator in database %I set pgrst.db_plan_enabled to true', current_database());
end $$;
create schema extra;
grant usage on schema extra to anon, authenticated, service_role;
create table extra.notes (id int primary key, body text);
grant all on extra.notes to anon, authenticated, service_role;
insert into extra.notes values (1, 'in another schema');

create table authors (name text primary key, born int, span int4range);
create table books (id int primary key, title text not null, author text references authors, sequel_of int references books);
create table shelves (id int primary key, label text);
create table shelf_books (shelf_id int references shelves, book_id int references books, primary key (shelf_id, book_id));
create table reviews (id int primary key, book int references books, compared_to int references books);
create view long_books as select id, title, author from books where length(title) > 4;
create function initials(authors) returns text language sql stable as $$ select upper(left($1.name, 2)) $$;
create function books_of(authors) returns setof books language sql stable as $$ select * from books where author = $1.name $$;
create function pick(a text) returns text language sql as $$ select 'text ' || a $$;
create function pick(a int) returns text language sql as $$ select 'int ' || a $$;
create function whole(json) returns text language sql as $$ select $1->>'k' $$;
create function all_books() returns setof books language sql stable as $$ select * from books order by id $$;

insert into authors values ('ada', 1815, '[1815,1852)'), ('bo', 1990, '[1990,2100)');
insert into books values (1, 'First', 'ada', null), (2, 'Second', 'ada', 1), (3, 'Odd', 'bo', null);
insert into shelves values (1, 'top'), (2, 'bottom');
insert into shelf_books values (1, 1), (1, 3), (2, 2);
`;

const scratch = scratchFolder('rest-postgrest-');
let stack: TestStack;
let db: TestClient;

beforeAll(async () => {
  const migrations = scratch.migrations('migrations', { '20260101000000_library.sql': SCHEMA });
  writeFileSync(scratch.path('config.toml'), '[api]\nschemas = ["public", "extra"]\n');
  stack = await startStack({
    migrationsDir: migrations,
    seedFile: scratch.path('none.sql'),
    configFile: scratch.path('config.toml'),
  });
  db = serviceClient(stack);
});
afterAll(() => stack?.stop());

describe('relationships', () => {
  it('embeds through a junction table, a self-reference and a view', async () => {
    const shelves = await db.from('shelves').select('label, books(title)').order('id');
    expect(shelves.data).toEqual([
      { label: 'top', books: [{ title: 'First' }, { title: 'Odd' }] },
      { label: 'bottom', books: [{ title: 'Second' }] },
    ]);
    // the table's name is the one-to-many side; the referencing column the many-to-one side
    const sequels = await db
      .from('books')
      .select('title, books(title), sequel_of(title)')
      .eq('id', 1)
      .single();
    expect(sequels.data).toEqual({ title: 'First', books: [{ title: 'Second' }], sequel_of: null });
    const viewed = await db.from('authors').select('name, long_books(title)').eq('name', 'ada').single();
    expect(viewed.data).toEqual({ name: 'ada', long_books: [{ title: 'First' }, { title: 'Second' }] });
  });

  it('answers PGRST201 with the candidates listed when more than one relationship fits', async () => {
    const { error } = await db.from('books').select('reviews(id)');
    expect(error).toMatchObject({ code: 'PGRST201' });
    expect(error!.details).toEqual([
      {
        cardinality: 'one-to-many',
        embedding: 'books with reviews',
        relationship: 'reviews_book_fkey using books(id) and reviews(book)',
      },
      {
        cardinality: 'one-to-many',
        embedding: 'books with reviews',
        relationship: 'reviews_compared_to_fkey using books(id) and reviews(compared_to)',
      },
    ]);
    expect((await db.from('books').select('reviews!book(id)')).error).toBeNull();
  });

  it('computed fields and computed relationships come from functions of the row', async () => {
    const { data } = await db.from('authors').select('name, initials, books_of(title)').order('name');
    expect(data).toEqual([
      { name: 'ada', initials: 'AD', books_of: [{ title: 'First' }, { title: 'Second' }] },
      { name: 'bo', initials: 'BO', books_of: [{ title: 'Odd' }] },
    ]);
  });
});

describe('aggregates and spreads', () => {
  it('counts and sums per group when the project turns aggregates on', async () => {
    const { data } = await db.from('books').select('author, count(), id.sum()').order('author');
    expect(data).toEqual([
      { author: 'ada', count: 2, sum: 3 },
      { author: 'bo', count: 1, sum: 3 },
    ]);
  });

  it('spreads a to-one embed into the row and a to-many one into arrays', async () => {
    const one = await db.from('books').select('title, ...authors(born)').eq('id', 3).single();
    expect(one.data).toEqual({ title: 'Odd', born: 1990 });
    const many = await db.from('authors').select('name, ...books(title)').eq('name', 'ada').single();
    expect(many.data).toEqual({ name: 'ada', title: ['First', 'Second'] });
  });
});

describe('filters, schemas and functions', () => {
  it('like(any)/like(all) and the range operators', async () => {
    expect((await db.from('books').select('id').likeAnyOf('title', ['F%', 'O%']).order('id')).data).toEqual([
      { id: 1 },
      { id: 3 },
    ]);
    expect((await db.from('books').select('id').likeAllOf('title', ['%e%', 'S%'])).data).toEqual([{ id: 2 }]);
    expect((await db.from('authors').select('name').rangeLt('span', '[1900,1950)')).data).toEqual([
      { name: 'ada' },
    ]);
    expect((await db.from('authors').select('name').rangeAdjacent('span', '[1852,1900)')).data).toEqual([
      { name: 'ada' },
    ]);
  });

  it('reads another exposed schema, and refuses one that is not', async () => {
    expect((await db.schema('extra').from('notes').select('body')).data).toEqual([
      { body: 'in another schema' },
    ]);
    const { error } = await db.schema('private').from('notes').select();
    expect(error).toMatchObject({
      code: 'PGRST106',
      message: 'The schema must be one of the following: public, extra',
    });
  });

  it('picks an overload by its parameter, passes a JSON body to an unnamed json parameter, and counts calls', async () => {
    expect((await db.rpc('pick', { a: 'x' })).error).toMatchObject({ code: 'PGRST203' });
    expect((await db.rpc('whole', { k: 'v' } as never)).data).toBe('v');
    const counted = await db.rpc('all_books', {}, { count: 'exact' }).gt('id', 1);
    expect(counted.count).toBe(2);
  });
});

describe('Prefer and Accept', () => {
  it('handling=strict with max-affected refuses (and rolls back) a change of more rows', async () => {
    const res = await fetch(`${stack.url}/rest/v1/books?id=gte.1`, {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${stack.serviceRoleKey}`,
        'Content-Type': 'application/json',
        Prefer: 'handling=strict, max-affected=2',
      },
      body: JSON.stringify({ title: 'Same' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
    expect((await db.from('books').select('title').eq('id', 1).single()).data).toEqual({ title: 'First' });
  });

  it('count=planned gives the planner estimate, and explain() the plan when the project allows it', async () => {
    expect((await db.from('books').select('*', { count: 'planned', head: true })).count).toEqual(
      expect.any(Number),
    );
    const plan = await db.from('books').select().explain({ format: 'json' });
    expect(plan.data).toEqual([expect.objectContaining({ Plan: expect.any(Object) })]);
  });
});

describe('the schema cache', () => {
  it('follows DDL as Supabase tells PostgREST of it: a second key to the same table makes the embed ambiguous', async () => {
    const embed = async () =>
      (await db.from('books').select('title, authors(name)').eq('id', 1).single()).error;
    expect(await embed()).toBeNull();
    const ddl = (sql: string) => stack.db.transaction((q) => q.exec(sql));
    // The event trigger's NOTIFY reaches PostgreSQL's listener on a connection of its own: poll.
    await ddl('alter table books add column editor text references authors');
    await expect.poll(async () => (await embed())?.code).toBe('PGRST201');
    await ddl('alter table books drop column editor');
    await expect.poll(embed).toBeNull();
  });

  it("re-reads the authenticator's settings on NOTIFY pgrst, 'reload config'", async () => {
    const aggregate = async () => (await db.from('books').select('count()')).error?.code ?? null;
    const setAggregates = (on: boolean) =>
      stack.db.transaction((q) =>
        q.exec(`do $$ begin
          execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled to ${on}', current_database());
        end $$;
        notify pgrst, 'reload config';`),
      );
    expect(await aggregate()).toBeNull();
    await setAggregates(false);
    await expect.poll(aggregate).toBe('PGRST123');
    await setAggregates(true);
    await expect.poll(aggregate).toBeNull();
  });
});
