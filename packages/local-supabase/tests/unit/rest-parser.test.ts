import { describe, expect, it } from 'vitest';
import { restError } from './rest-error';
import {
  parseFilterValue,
  parseLogicTree,
  parseOrder,
  parsePrefer,
  parseQuery,
  parseSelect,
  splitTopLevel,
  unquote,
} from '../../src/rest/parser';

describe('parseSelect', () => {
  it('defaults to * when missing or empty', () => {
    expect(parseSelect(null)).toEqual([{ type: 'star' }]);
    expect(parseSelect('')).toEqual([{ type: 'star' }]);
  });

  it('parses columns, aliases and casts', () => {
    expect(parseSelect('id,label:title,created_at::text,n:amount::int')).toEqual([
      { type: 'column', json: [], name: 'id', alias: null, cast: null, aggregate: null, aggregateCast: null },
      {
        type: 'column',
        json: [],
        name: 'title',
        alias: 'label',
        cast: null,
        aggregate: null,
        aggregateCast: null,
      },
      {
        type: 'column',
        json: [],
        name: 'created_at',
        alias: null,
        cast: 'text',
        aggregate: null,
        aggregateCast: null,
      },
      {
        type: 'column',
        json: [],
        name: 'amount',
        alias: 'n',
        cast: 'int',
        aggregate: null,
        aggregateCast: null,
      },
    ]);
  });

  it('ignores whitespace outside quotes and keeps quoted names', () => {
    expect(parseSelect(' id , "my col" ')).toEqual([
      { type: 'column', json: [], name: 'id', alias: null, cast: null, aggregate: null, aggregateCast: null },
      {
        type: 'column',
        json: [],
        name: 'my col',
        alias: null,
        cast: null,
        aggregate: null,
        aggregateCast: null,
      },
    ]);
  });

  it('parses embeds with aliases, hints, !inner and nesting', () => {
    expect(
      parseSelect('*,items:tasks!tasks_tender_id_fkey!inner(id,name,tenders(title)),tenders(*)'),
    ).toEqual([
      { type: 'star' },
      {
        type: 'embed',
        spread: false,
        name: 'tasks',
        alias: 'items',
        hint: 'tasks_tender_id_fkey',
        inner: true,
        children: [
          {
            type: 'column',
            json: [],
            name: 'id',
            alias: null,
            cast: null,
            aggregate: null,
            aggregateCast: null,
          },
          {
            type: 'column',
            json: [],
            name: 'name',
            alias: null,
            cast: null,
            aggregate: null,
            aggregateCast: null,
          },
          {
            type: 'embed',
            spread: false,
            name: 'tenders',
            alias: null,
            hint: null,
            inner: false,
            children: [
              {
                type: 'column',
                json: [],
                name: 'title',
                alias: null,
                cast: null,
                aggregate: null,
                aggregateCast: null,
              },
            ],
          },
        ],
      },
      {
        type: 'embed',
        spread: false,
        name: 'tenders',
        alias: null,
        hint: null,
        inner: false,
        children: [{ type: 'star' }],
      },
    ]);
  });

  it('accepts an empty embed used only to filter', () => {
    expect(parseSelect('id,tasks!inner()')).toEqual([
      { type: 'column', json: [], name: 'id', alias: null, cast: null, aggregate: null, aggregateCast: null },
      { type: 'embed', spread: false, name: 'tasks', alias: null, hint: null, inner: true, children: [] },
    ]);
  });

  it.each(['id,', 'tasks(id', 'id)', ',id', 'a::', 'a:b:c', 'tasks(id))', 'x!(a)', '"unterminated'])(
    'rejects malformed select %s with PGRST100',
    (raw) => {
      const e = restError(() => parseSelect(raw));
      expect(e.status).toBe(400);
      expect(e.code).toBe('PGRST100');
      expect(e.message).toBe(`failed to parse select parameter (${raw.replace(/\s/g, '')})`);
    },
  );

  it('parses spreads and JSON paths (the alias defaults to the last key)', () => {
    expect(parseSelect('...tenders(title)')).toEqual([
      {
        type: 'embed',
        spread: true,
        name: 'tenders',
        alias: null,
        hint: null,
        inner: false,
        children: [
          {
            type: 'column',
            json: [],
            name: 'title',
            alias: null,
            cast: null,
            aggregate: null,
            aggregateCast: null,
          },
        ],
      },
    ]);
    expect(parseSelect('data->a->>0,k:data->>b::int')).toMatchObject([
      {
        type: 'column',
        name: 'data',
        json: [
          { arrow: '->', key: 'a' },
          { arrow: '->>', key: '0' },
        ],
        alias: '0',
        cast: null,
      },
      { type: 'column', name: 'data', json: [{ arrow: '->>', key: 'b' }], alias: 'k', cast: 'int' },
    ]);
    expect(restError(() => parseSelect('...title')).status).toBe(400);
  });
});

describe('filters', () => {
  it('parses comparison operators and negation', () => {
    expect(parseFilterValue('a', 'eq.1', false)).toEqual({
      type: 'filter',
      json: [],
      config: null,
      quantifier: null,
      column: 'a',
      op: 'eq',
      negated: false,
      value: '1',
    });
    expect(parseFilterValue('a', 'not.gte.2026-01-01', false)).toEqual({
      type: 'filter',
      json: [],
      config: null,
      quantifier: null,
      column: 'a',
      op: 'gte',
      negated: true,
      value: '2026-01-01',
    });
  });

  it('keeps dots and commas in a top-level value', () => {
    expect(parseFilterValue('a', 'eq.a.b,c', false).value).toBe('a.b,c');
  });

  it('turns * into % for like and ilike', () => {
    expect(parseFilterValue('t', 'like.*foo*', false).value).toBe('%foo%');
    expect(parseFilterValue('t', 'ilike.A*b', false).value).toBe('A%b');
    expect(parseFilterValue('t', 'eq.*', false).value).toBe('*');
  });

  it('parses is with its keywords only', () => {
    for (const kw of ['null', 'true', 'false', 'unknown', 'NULL']) {
      expect(parseFilterValue('a', `is.${kw}`, false).value).toBe(kw.toLowerCase());
    }
    expect(restError(() => parseFilterValue('a', 'is.maybe', false)).code).toBe('PGRST100');
  });

  it('parses in lists with double-quoted values', () => {
    expect(parseFilterValue('s', 'in.(won,"a,b","say \\"hi\\"",)', false).value).toEqual([
      'won',
      'a,b',
      'say "hi"',
      '',
    ]);
    expect(parseFilterValue('s', 'not.in.()', false)).toMatchObject({ negated: true, value: [] });
    expect(restError(() => parseFilterValue('s', 'in.won', false)).code).toBe('PGRST100');
  });

  it('rejects unknown operators and missing values', () => {
    const e = restError(() => parseFilterValue('a', 'foo.1', false));
    expect(e.status).toBe(400);
    expect(e.code).toBe('PGRST100');
    expect(e.message).toBe('failed to parse filter (foo.1)');
    expect(restError(() => parseFilterValue('a', 'eq', false)).code).toBe('PGRST100');
    expect(restError(() => parseFilterValue('a', 'in(any).(a,b)', false)).status).toBe(400);
  });

  it('reads the any/all modifiers of one-value operators, and the range operators', () => {
    expect(parseFilterValue('a', 'like(all).{*x*,y*}', false)).toMatchObject({
      op: 'like',
      quantifier: 'all',
      value: '{%x%,y%}',
    });
    expect(parseFilterValue('a', 'eq(any).{1,2}', false)).toMatchObject({ op: 'eq', quantifier: 'any' });
    for (const op of ['sl', 'sr', 'nxl', 'nxr', 'adj']) {
      expect(parseFilterValue('r', `${op}.[1,5)`, false)).toMatchObject({
        op,
        quantifier: null,
        value: '[1,5)',
      });
    }
  });
});

describe('logic trees', () => {
  it('parses or with nested and, negation and quoted values', () => {
    expect(
      parseLogicTree(
        'or',
        false,
        '(status.eq.won,and(title.ilike.*x*,client.not.eq."a,b"),not.or(a.is.null,b.in.(1,2)))',
      ),
    ).toMatchObject({
      type: 'logic',
      op: 'or',
      negated: false,
      children: [
        { type: 'filter', json: [], config: null, column: 'status', op: 'eq', negated: false, value: 'won' },
        {
          type: 'logic',
          op: 'and',
          negated: false,
          children: [
            {
              type: 'filter',
              json: [],
              config: null,
              column: 'title',
              op: 'ilike',
              negated: false,
              value: '%x%',
            },
            {
              type: 'filter',
              json: [],
              config: null,
              column: 'client',
              op: 'eq',
              negated: true,
              value: 'a,b',
            },
          ],
        },
        {
          type: 'logic',
          op: 'or',
          negated: true,
          children: [
            { type: 'filter', json: [], config: null, column: 'a', op: 'is', negated: false, value: 'null' },
            {
              type: 'filter',
              json: [],
              config: null,
              column: 'b',
              op: 'in',
              negated: false,
              value: ['1', '2'],
            },
          ],
        },
      ],
    });
  });

  it.each(['status.eq.won', '(status.eq.won', '()', '(a.eq.1,and(b.eq.2)', '(noop)', '(a.eq."x)'])(
    'rejects %s',
    (raw) => {
      expect(restError(() => parseLogicTree('or', false, raw)).code).toBe('PGRST100');
    },
  );
});

describe('nesting limits', () => {
  it('refuses absurdly deep logic trees and embeds with PGRST100, not a stack overflow', () => {
    const n = 2000;
    const logic = `(${'and('.repeat(n)}a.eq.1${')'.repeat(n)})`;
    expect(restError(() => parseLogicTree('or', false, logic)).code).toBe('PGRST100');
    const select = `${'tasks('.repeat(n)}id${')'.repeat(n)}`;
    expect(restError(() => parseSelect(select)).code).toBe('PGRST100');
    expect(() => parseLogicTree('or', false, `(${'and('.repeat(10)}a.eq.1${')'.repeat(10)})`)).not.toThrow();
  });
});

describe('order', () => {
  it('parses directions and nulls placement', () => {
    expect(parseOrder('created_at.desc.nullslast,title,b.asc,c.nullsfirst')).toEqual([
      { column: 'created_at', json: [], relation: null, direction: 'desc', nulls: 'last' },
      { column: 'title', json: [], relation: null, direction: null, nulls: null },
      { column: 'b', json: [], relation: null, direction: 'asc', nulls: null },
      { column: 'c', json: [], relation: null, direction: null, nulls: 'first' },
    ]);
  });

  it.each(['', 'a.up', 'a.asc.desc', 'a.nullslast.asc', 'a..asc'])('rejects %j', (raw) => {
    expect(restError(() => parseOrder(raw)).code).toBe('PGRST100');
  });
});

describe('parseQuery', () => {
  it('splits filters, logic trees, order and paging by embed path', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=*,tasks(*)&user_id=eq.u1&or=(a.eq.1,b.eq.2)&order=created_at.desc&limit=10&offset=20' +
          '&tasks.order=created_at.asc&tasks.status=eq.done&tasks.limit=3&tasks.not.or=(x.is.null)&tasks.comments.id=gt.5',
      ),
    );
    expect(q.select).toHaveLength(2);
    const root = q.nodes.get('')!;
    expect(root.conditions).toHaveLength(2);
    expect(root.order).toEqual([
      { column: 'created_at', json: [], relation: null, direction: 'desc', nulls: null },
    ]);
    expect(root.limit).toBe(10);
    expect(root.offset).toBe(20);
    const tasks = q.nodes.get('tasks')!;
    expect(tasks.order).toEqual([
      { column: 'created_at', json: [], relation: null, direction: 'asc', nulls: null },
    ]);
    expect(tasks.limit).toBe(3);
    expect(tasks.conditions).toMatchObject([
      { type: 'filter', json: [], config: null, column: 'status', op: 'eq', negated: false, value: 'done' },
      {
        type: 'logic',
        op: 'or',
        negated: true,
        children: [
          { type: 'filter', json: [], config: null, column: 'x', op: 'is', negated: false, value: 'null' },
        ],
      },
    ]);
    expect(q.nodes.get('tasks.comments')!.conditions[0]).toMatchObject({
      column: 'id',
      op: 'gt',
      value: '5',
    });
  });

  it('handles not.or and and at the top level', () => {
    const q = parseQuery(new URLSearchParams('not.or=(a.eq.1)&and=(b.eq.2,c.eq.3)'));
    expect(q.nodes.get('')!.conditions.map((c) => c.type === 'logic' && [c.op, c.negated])).toEqual([
      ['or', true],
      ['and', false],
    ]);
  });

  it('reads columns and on_conflict', () => {
    const q = parseQuery(new URLSearchParams('columns="a","b",c&on_conflict=id,user_id'));
    expect(q.columns).toEqual(['a', 'b', 'c']);
    expect(q.onConflict).toEqual(['id', 'user_id']);
  });

  it('takes the parameters of a GET call that are not filters as its arguments', () => {
    const q = parseQuery(new URLSearchParams('p_months=6&status=eq.won'), { rpcRead: true });
    expect([...q.rpcParams]).toEqual([['p_months', '6']]);
    expect(q.nodes.get('')!.conditions).toEqual([
      {
        type: 'filter',
        json: [],
        config: null,
        quantifier: null,
        column: 'status',
        op: 'eq',
        negated: false,
        value: 'won',
      },
    ]);
  });

  it('rejects bad limits and offsets', () => {
    expect(restError(() => parseQuery(new URLSearchParams('limit=-1'))).message).toBe(
      'failed to parse limit (-1)',
    );
    expect(restError(() => parseQuery(new URLSearchParams('offset=x'))).code).toBe('PGRST100');
  });
});

describe('helpers', () => {
  it('splits on top-level commas only', () => {
    const fail = (): never => {
      throw new Error('bad');
    };
    expect(splitTopLevel('a,b(c,d),"e,f",g', fail)).toEqual(['a', 'b(c,d)', '"e,f"', 'g']);
    expect(() => splitTopLevel('a(b', fail)).toThrow('bad');
    expect(() => splitTopLevel('a)b', fail)).toThrow('bad');
  });

  it('unquotes double-quoted values', () => {
    expect(unquote('"a\\"b\\\\c"')).toBe('a"b\\c');
    expect(unquote('plain')).toBe('plain');
  });

  it('parses comma-joined Prefer values', () => {
    expect(
      parsePrefer(
        'count=exact, return=representation,resolution=merge-duplicates ,missing=default,tx=rollback,foo=bar',
      ),
    ).toEqual({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missing: 'default',
      tx: 'rollback',
      handling: null,
      maxAffected: null,
      invalid: ['foo=bar'],
    });
    expect(parsePrefer('handling=strict, max-affected=5')).toMatchObject({
      handling: 'strict',
      maxAffected: 5,
      invalid: [],
    });
    expect(parsePrefer(undefined).return).toBeNull();
  });
});
