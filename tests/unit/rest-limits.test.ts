// The REST layer's limits as pure functions: value nesting (54001).
import { describe, expect, it } from 'vitest';
import { restError } from './rest-error';
import {
  MAX_VALUE_DEPTH,
  checkNesting,
  nestingDepth,
  parseFilterValue,
  parseLogicTree,
} from '../../supabase/local/rest/parser';

describe('nestingDepth', () => {
  it('counts JSON containers, not brackets inside strings', () => {
    expect(nestingDepth('1', 'json')).toBe(0);
    expect(nestingDepth('[]', 'json')).toBe(1);
    expect(nestingDepth('{"a":[{"b":[]}],"c":{}}', 'json')).toBe(4);
    expect(nestingDepth('{"a":"[[[[{{{{","b":"\\"[[["}', 'json')).toBe(1);
  });

  it('counts (, [ and { in any other value, quotes included', () => {
    expect(nestingDepth('((a & b) | c)', 'any')).toBe(2);
    expect(nestingDepth('{"a":"((("}', 'any')).toBe(4);
    expect(nestingDepth(')))(', 'any')).toBe(1);
  });

  it('handles a million levels without recursion', () => {
    const n = 1_000_000;
    expect(nestingDepth('['.repeat(n) + ']'.repeat(n), 'json')).toBe(n);
  });
});

describe('checkNesting', () => {
  it(`accepts ${MAX_VALUE_DEPTH} levels and refuses one more with 400 54001`, () => {
    const at = (n: number) => '['.repeat(n) + ']'.repeat(n);
    expect(() => checkNesting('The JSON body', at(MAX_VALUE_DEPTH), 'json')).not.toThrow();
    const e = restError(() => checkNesting('The JSON body', at(MAX_VALUE_DEPTH + 1), 'json'));
    expect(e.status).toBe(400);
    expect(e.body()).toEqual({
      code: '54001',
      details: `It is nested deeper than ${MAX_VALUE_DEPTH} levels`,
      hint: null,
      message: 'The JSON body is too deeply nested',
    });
  });

  it('guards filter values, also inside logic trees', () => {
    const deep = '('.repeat(5000) + 'a' + ')'.repeat(5000);
    expect(restError(() => parseFilterValue('title', `fts.${deep}`, false)).code).toBe('54001');
    expect(restError(() => parseLogicTree('or', false, `(data.cs.${'['.repeat(2000)})`)).code).toBe('54001');
    expect(parseFilterValue('title', 'fts.(a & b)', false).value).toBe('(a & b)');
  });
});
