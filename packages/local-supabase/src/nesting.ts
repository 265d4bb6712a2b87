// How deeply a value nests, measured without recursion, so that every service can refuse a
// value nested deeper than the database (or a recursive parser) can take before it gets there.

/**
 * Values (bodies, filter values, RPC arguments) nested deeper than this are refused with
 * 54001 before they reach the database. Postgres parses JSON, tsquery, arrays and records
 * recursively: PostgreSQL 15 stops at its max_stack_depth (about 20,000 levels of JSON), but
 * PGlite's WASM stack overflows first, below its max_stack_depth check (7,000 levels in a
 * filter value, 10,000 in a body: 500 "bad buffer ID"), so the limit sits well below both.
 * No real document nests this deep.
 */
export const MAX_VALUE_DEPTH = 1000;

/**
 * The deepest bracket nesting in `text`, without recursion. `json`: `[` and `{`, skipping
 * JSON strings; `any`: `(`, `[` and `{` everywhere (quotes differ between Postgres's input
 * syntaxes, so none are skipped: that can only over-count).
 */
export function nestingDepth(text: string, mode: 'json' | 'any'): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22 && mode === 'json') inString = true;
    else if (c === 0x5b || c === 0x7b || (c === 0x28 && mode === 'any')) max = Math.max(max, ++depth);
    else if ((c === 0x5d || c === 0x7d || (c === 0x29 && mode === 'any')) && depth > 0) depth--;
  }
  return max;
}
