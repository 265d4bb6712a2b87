// Pure parsers for PostgREST's query-string language: select trees, filters, logic
// trees (or/and), order, limit/offset, Prefer. No database knowledge here; names are
// validated against the schema cache later, and values always become bound parameters.
import { MAX_VALUE_DEPTH, nestingDepth } from '../nesting';
import { RestError, parseError, tooDeeplyNested } from './errors';

export { MAX_VALUE_DEPTH, nestingDepth } from '../nesting';

// ---------------------------------------------------------------------------
// nesting of values
// ---------------------------------------------------------------------------

/** Throws 54001 when `text` nests deeper than MAX_VALUE_DEPTH. */
export function checkNesting(what: string, text: string, mode: 'json' | 'any'): void {
  if (nestingDepth(text, mode) > MAX_VALUE_DEPTH) throw tooDeeplyNested(what, MAX_VALUE_DEPTH);
}

// ---------------------------------------------------------------------------
// select
// ---------------------------------------------------------------------------

export interface SelectStar {
  type: 'star';
}
/** One `->` (JSON) or `->>` (text) step of a JSON path: `data->tags->>0`. */
export interface JsonStep {
  arrow: '->' | '->>';
  /** An object key, or an array index when it is an integer. */
  key: string;
}

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'max' | 'min';

export interface SelectColumn {
  type: 'column';
  /** A column, a computed field (a function of the row), or `*`. */
  name: string;
  /** JSON path after the column (`data->a->>b`); the alias defaults to its last key. */
  json: JsonStep[];
  alias: string | null;
  cast: string | null;
  /** `id.sum()`, `count()` (on `*`). */
  aggregate: AggregateFunction | null;
  /** `id.sum()::text`: the cast of the aggregate's result. */
  aggregateCast: string | null;
}
export interface SelectEmbed {
  type: 'embed';
  /** The table (or FK column / constraint) named in the select. */
  name: string;
  alias: string | null;
  /** `tasks!tasks_tender_id_fkey(...)`: a constraint or column name that picks the FK. */
  hint: string | null;
  /** `!inner` keeps only parents with at least one matching child. */
  inner: boolean;
  /** `...tenders(title)`: a to-one embed's columns spread into the parent. */
  spread: boolean;
  children: SelectItem[];
}
export type SelectItem = SelectStar | SelectColumn | SelectEmbed;

/**
 * What one `select` may ask for. PostgREST has no such limits (hosted Supabase relies on an
 * 8 s statement timeout), but PGlite cannot interrupt a statement, so the local stack refuses
 * requests whose cost multiplies with each level: `tasks(tenders(tasks(…)))` ten levels deep
 * over 24 tasks froze it for 27 s and ran out of memory. The app embeds two levels deep.
 */
export const MAX_EMBED_DEPTH = 4;
/** Embedded resources (any level, spreads and `!inner` filters included) in one select. */
export const MAX_EMBEDS = 16;
/** Columns, `*` and embeds, all levels together. */
export const MAX_SELECT_ITEMS = 100;

const isIdentChar = (c: string): boolean => /[A-Za-z0-9_$]/.test(c) || c.charCodeAt(0) > 127;

class SelectParser {
  private pos = 0;
  constructor(private readonly src: string) {}

  fail(expected: string): never {
    const at = this.pos < this.src.length ? `unexpected "${this.src[this.pos]}"` : 'unexpected end of input';
    throw parseError(
      'select parameter',
      this.src,
      `${at} at position ${this.pos + 1}, expecting ${expected}`,
    );
  }

  peek(n = 0): string {
    return this.src[this.pos + n] ?? '';
  }

  ident(what = 'field name'): string {
    if (this.peek() === '"') {
      let out = '';
      this.pos++;
      while (this.pos < this.src.length && this.peek() !== '"') {
        if (this.peek() === '\\' && this.pos + 1 < this.src.length) this.pos++;
        out += this.src[this.pos++];
      }
      if (this.peek() !== '"') this.fail('closing quote');
      this.pos++;
      if (out === '') this.fail(what);
      return out;
    }
    const start = this.pos;
    while (this.pos < this.src.length && isIdentChar(this.peek())) this.pos++;
    if (this.pos === start) this.fail(what);
    return this.src.slice(start, this.pos);
  }

  private depth = 0;
  private embeds = 0;
  private items = 0;

  /** A select over the local stack's limits: PGRST100 naming the limit. */
  tooMuch(details: string): never {
    const raw = this.src.length > 200 ? `${this.src.slice(0, 200)}…` : this.src;
    throw parseError('select parameter', raw, details);
  }

  list(nested: boolean): SelectItem[] {
    const items: SelectItem[] = [];
    if (this.depth > MAX_EMBED_DEPTH) {
      this.tooMuch(`embeds nested deeper than ${MAX_EMBED_DEPTH} levels (the local stack's limit)`);
    }
    if (nested && this.peek() === ')') return items; // `tasks()` — embed used only to filter
    for (;;) {
      if (++this.items > MAX_SELECT_ITEMS) {
        this.tooMuch(`more than ${MAX_SELECT_ITEMS} items (columns and embeds; the local stack's limit)`);
      }
      items.push(this.item());
      if (this.peek() === ',') {
        this.pos++;
        continue;
      }
      break;
    }
    return items;
  }

  item(): SelectItem {
    if (this.peek() === '*') {
      this.pos++;
      return { type: 'star' };
    }
    const spread = this.src.startsWith('...', this.pos);
    if (spread) this.pos += 3;
    let name = this.ident();
    let alias: string | null = null;
    if (!spread && this.peek() === ':' && this.peek(1) !== ':') {
      this.pos++;
      alias = name;
      name = this.ident();
    }
    if (!spread && name === 'count' && this.src.startsWith('()', this.pos)) {
      // `count()`: the number of rows (of the group)
      this.pos += 2;
      return {
        type: 'column',
        name: '*',
        json: [],
        alias,
        cast: null,
        aggregate: 'count',
        aggregateCast: this.cast(),
      };
    }
    const json: JsonStep[] = [];
    while (!spread && this.peek() === '-' && this.peek(1) === '>') {
      const arrow = this.peek(2) === '>' ? '->>' : '->';
      this.pos += arrow.length;
      json.push({ arrow, key: this.ident('a JSON key') });
    }
    if (spread && this.peek() !== '(' && this.peek() !== '!') this.fail('"(" after a spread');
    if (this.peek() === '!' || this.peek() === '(') {
      let hint: string | null = null;
      let inner = false;
      while (this.peek() === '!') {
        this.pos++;
        const mod = this.ident('embed hint');
        if (mod === 'inner') inner = true;
        else if (mod === 'left') inner = false;
        else if (hint === null) hint = mod;
        else this.fail('"inner" or "left"');
      }
      if (this.peek() !== '(') this.fail('"("');
      if (++this.embeds > MAX_EMBEDS) {
        this.tooMuch(`more than ${MAX_EMBEDS} embedded resources (the local stack's limit)`);
      }
      this.pos++;
      this.depth++;
      const children = this.list(true);
      this.depth--;
      if (this.peek() !== ')') this.fail('"," or ")"');
      this.pos++;
      return { type: 'embed', name, alias, hint, inner, spread, children };
    }
    const cast = this.cast();
    let aggregate: AggregateFunction | null = null;
    if (this.peek() === '.') {
      const match = /^\.(count|sum|avg|max|min)\(\)/.exec(this.src.slice(this.pos));
      if (!match) this.fail('an aggregate function (count, sum, avg, max, min)');
      this.pos += match[0].length;
      aggregate = match[1] as AggregateFunction;
    }
    return {
      type: 'column',
      name,
      json,
      alias: alias ?? (json.length ? json[json.length - 1]!.key : null),
      cast,
      aggregate,
      aggregateCast: aggregate ? this.cast() : null,
    };
  }

  /** `::type` (letters, digits, `_`, `[]`), or null when there is none. */
  cast(): string | null {
    if (this.peek() !== ':' || this.peek(1) !== ':') return null;
    this.pos += 2;
    const start = this.pos;
    while (/[A-Za-z0-9_ $]/.test(this.peek())) this.pos++;
    if (this.peek() === '[' && this.peek(1) === ']') this.pos += 2;
    const cast = this.src.slice(start, this.pos);
    if (!/^[A-Za-z_][A-Za-z0-9_ $]*(\[\])?$/.test(cast)) this.fail('a type name');
    return cast;
  }

  parse(): SelectItem[] {
    const items = this.list(false);
    if (this.pos !== this.src.length) this.fail('"," or end of input');
    return items;
  }
}

/** Parses `select=` (whitespace outside double quotes is ignored, as PostgREST does). */
export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw === '') return [{ type: 'star' }];
  let quoted = false;
  let cleaned = '';
  for (const c of raw) {
    if (c === '"') quoted = !quoted;
    if (!quoted && /\s/.test(c)) continue;
    cleaned += c;
  }
  return new SelectParser(cleaned).parse();
}

// ---------------------------------------------------------------------------
// filters and logic trees
// ---------------------------------------------------------------------------

/** Operators that compare with one value and take the `(any)` / `(all)` modifiers. */
export type QuantifiableOp = 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch';
/** Operators that compare with one value: arrays, ranges and inequality. */
export type SimpleOp = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj';

export type FilterOp = QuantifiableOp | SimpleOp | 'is' | 'isdistinct' | 'in' | FtsOp;

/** Full-text operators: to_tsquery, plainto_tsquery, phraseto_tsquery, websearch_to_tsquery. */
export type FtsOp = 'fts' | 'plfts' | 'phfts' | 'wfts';
const FTS = /^(fts|plfts|phfts|wfts)(?:\(([A-Za-z0-9_ $]+)\))?$/;

const QUANTIFIABLE = new Set<string>(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const SIMPLE = new Set<string>(['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj']);

export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export interface Filter {
  type: 'filter';
  column: string;
  /** JSON path after the column (`data->>status=eq.won`). */
  json: JsonStep[];
  /** Full-text search configuration (`fts(english)`), or null for the default. */
  config: string | null;
  op: FilterOp;
  /** `like(any).{a,b}`: the value is an array, compared with ANY or ALL of it. */
  quantifier: 'any' | 'all' | null;
  negated: boolean;
  /** A string for comparisons (like patterns already use `%`), a list for `in`, a keyword for `is`. */
  value: string | string[] | IsValue;
}
export interface Logic {
  type: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}
export type Condition = Filter | Logic;

/** Splits on commas that are outside parentheses, braces (array literals) and double quotes. */
export function splitTopLevel(s: string, onError: () => never): string[] {
  const parts: string[] = [];
  let depth = 0;
  let braces = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      cur += c;
      if (c === '\\' && i + 1 < s.length) cur += s[++i];
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '{') braces++;
    else if (c === '}') braces = Math.max(0, braces - 1);
    else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth < 0) onError();
    } else if (c === ',' && depth === 0 && braces === 0) {
      parts.push(cur);
      cur = '';
      continue;
    }
    cur += c;
  }
  if (quoted || depth !== 0) onError();
  parts.push(cur);
  return parts;
}

/** `"a,b"` → `a,b` (with `\"` and `\\` unescaped); anything else unchanged. */
export function unquote(v: string): string {
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    return v.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return v;
}

function parseInList(v: string, fail: () => never): string[] {
  if (!v.startsWith('(') || !v.endsWith(')')) fail();
  const inner = v.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner, fail).map((x) => unquote(x));
}

/** `data->a->>b` → the column `data` and its JSON steps. */
export function splitJsonPath(raw: string): { name: string; json: JsonStep[] } {
  const parts = raw.split(/(->>?)/);
  const name = parts[0] ?? '';
  const json: JsonStep[] = [];
  for (let i = 1; i + 1 < parts.length; i += 2) {
    const key = parts[i + 1]!;
    if (key === '') throw parseError('JSON path', raw, null);
    json.push({ arrow: parts[i] as JsonStep['arrow'], key });
  }
  return { name, json };
}

/**
 * Parses the operator part of a filter: `[not.]op.value`. `inLogic` marks values inside
 * `or=(…)`, where reserved characters come double-quoted.
 */
export function parseFilterValue(column: string, raw: string, inLogic: boolean): Filter {
  const fail = (): never => {
    throw parseError('filter', raw, null);
  };
  let rest = raw;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) fail();
  const opRaw = rest.slice(0, dot);
  let value = rest.slice(dot + 1);
  checkNesting(`The filter value of '${column.slice(0, 100)}'`, value, 'any');
  const { name, json } = splitJsonPath(column);
  const base = { type: 'filter' as const, column: name, json, config: null, quantifier: null, negated };
  const fts = FTS.exec(opRaw);
  if (fts) {
    if (inLogic) value = unquote(value);
    return { ...base, config: fts[2]?.trim() ?? null, op: fts[1] as FtsOp, value };
  }
  const quantified = /^([a-z]+)\((any|all)\)$/.exec(opRaw);
  const opName = quantified ? quantified[1]! : opRaw;
  if (quantified && !QUANTIFIABLE.has(opName)) fail();
  if (!QUANTIFIABLE.has(opName) && !SIMPLE.has(opName) && !['in', 'is', 'isdistinct'].includes(opName)) {
    throw new RestError(400, 'PGRST100', `failed to parse filter (${raw})`, `unknown operator "${opRaw}"`);
  }
  const op = opName as FilterOp;
  if (op === 'in') return { ...base, op, value: parseInList(value, fail) };
  if (op === 'is') {
    const kw = value.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(kw)) fail();
    return { ...base, op, value: kw as IsValue };
  }
  if (inLogic) value = unquote(value);
  if (op === 'like' || op === 'ilike') value = value.replace(/\*/g, '%');
  return { ...base, op, quantifier: (quantified?.[2] as 'any' | 'all' | undefined) ?? null, value };
}

/** Deeper logic trees than this are refused (PGRST100), never a stack overflow. */
export const MAX_NESTING = 32;

/** Parses a logic tree value `(a.eq.1,and(b.gt.2,c.is.null))` for `or`/`and`. */
export function parseLogicTree(op: 'and' | 'or', negated: boolean, raw: string, depth = 0): Logic {
  const fail = (): never => {
    throw parseError('logic tree', raw, null);
  };
  if (depth >= MAX_NESTING) {
    throw parseError(
      'logic tree',
      raw.length > 200 ? `${raw.slice(0, 200)}…` : raw,
      `nested deeper than ${MAX_NESTING} levels`,
    );
  }
  if (!raw.startsWith('(') || !raw.endsWith(')')) fail();
  const inner = raw.slice(1, -1);
  if (inner === '') fail();
  const children = splitTopLevel(inner, fail).map((part): Condition => {
    const m = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (m) return parseLogicTree(m[2] as 'and' | 'or', Boolean(m[1]), m[3]!, depth + 1);
    const dot = part.indexOf('.');
    if (dot <= 0) fail();
    const column = unquote(part.slice(0, dot));
    return parseFilterValue(column, part.slice(dot + 1), true);
  });
  return { type: 'logic', op, negated, children };
}

// ---------------------------------------------------------------------------
// order
// ---------------------------------------------------------------------------

export interface OrderTerm {
  column: string;
  json: JsonStep[];
  /** `order=tenders(title)`: a column of this to-one embedded resource. */
  relation: string | null;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

export function parseOrder(raw: string): OrderTerm[] {
  const fail = (): never => {
    throw parseError('order', raw, null);
  };
  if (raw === '') fail();
  return splitTopLevel(raw, fail).map((term) => {
    let relation: string | null = null;
    const embedded = /^([^().]+)\(([^()]+)\)(.*)$/.exec(term);
    if (embedded) {
      relation = embedded[1]!;
      term = `${embedded[2]}${embedded[3]}`;
    } else if (term.includes('(')) fail();
    const parts = term.split('.');
    const first = parts[0] ?? '';
    const { name: column, json } = splitJsonPath(unquote(first));
    if (column === '' || ![...column].every(isIdentChar)) fail();
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    let i = 1;
    if (parts[i] === 'asc' || parts[i] === 'desc') direction = parts[i++] as 'asc' | 'desc';
    if (parts[i] === 'nullsfirst' || parts[i] === 'nullslast')
      nulls = parts[i++] === 'nullsfirst' ? 'first' : 'last';
    if (i !== parts.length) fail();
    return { column, json, relation, direction, nulls };
  });
}

export function parseNonNegativeInt(what: 'limit' | 'offset', raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw parseError(what, raw, null);
  return Number(raw);
}

/** `"a","b"` or `a,b` → names (for `columns=` and `on_conflict=`). */
export function parseColumnList(what: string, raw: string): string[] {
  const fail = (): never => {
    throw parseError(what, raw, null);
  };
  const names = splitTopLevel(raw, fail).map((s) => unquote(s.trim()));
  if (names.some((n) => n === '')) fail();
  return names;
}

// ---------------------------------------------------------------------------
// the whole query string
// ---------------------------------------------------------------------------

export interface NodeModifiers {
  conditions: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
}

export interface ParsedQuery {
  select: SelectItem[];
  /** A GET call's arguments: the parameters whose values are not filters. */
  rpcParams: Map<string, string>;
  /** Filters, order and paging per embed path: '' is the root, `tasks`, `tasks.comments`. */
  nodes: Map<string, NodeModifiers>;
  columns: string[] | null;
  onConflict: string[] | null;
  selectRaw: string | null;
}

const emptyNode = (): NodeModifiers => ({ conditions: [], order: [], limit: null, offset: null });

/**
 * Parses every query parameter. With `rpcRead` (a GET call), a parameter whose value is not a
 * filter is one of the function's arguments, as PostgREST reads them.
 */
export function parseQuery(params: URLSearchParams, options: { rpcRead?: boolean } = {}): ParsedQuery {
  const selectRaw = params.get('select');
  const out: ParsedQuery = {
    select: parseSelect(selectRaw),
    rpcParams: new Map(),
    nodes: new Map([['', emptyNode()]]),
    columns: null,
    onConflict: null,
    selectRaw,
  };
  const node = (path: string): NodeModifiers => {
    let n = out.nodes.get(path);
    if (!n) out.nodes.set(path, (n = emptyNode()));
    return n;
  };
  for (const [key, value] of params) {
    if (key === 'select') continue;
    if (key === 'columns') {
      out.columns = parseColumnList('columns', value);
      continue;
    }
    if (key === 'on_conflict') {
      out.onConflict = parseColumnList('on_conflict', value);
      continue;
    }
    // logic trees: or, and, not.or, not.and, with an optional embed path in front
    const logic = /^(not\.)?(or|and)$/.exec(key) ?? /^(.+?)\.(not\.)?(or|and)$/.exec(key);
    if (logic) {
      const [path, not, op] = logic.length === 3 ? ['', logic[1], logic[2]] : [logic[1], logic[2], logic[3]];
      node(path ?? '').conditions.push(parseLogicTree(op as 'or' | 'and', Boolean(not), value));
      continue;
    }
    const dot = key.lastIndexOf('.');
    const path = dot < 0 ? '' : key.slice(0, dot);
    const last = dot < 0 ? key : key.slice(dot + 1);
    if (last === '') throw parseError('filter', key, null);
    if (last === 'order') {
      node(path).order.push(...parseOrder(value));
    } else if (last === 'limit') {
      node(path).limit = parseNonNegativeInt('limit', value);
    } else if (last === 'offset') {
      node(path).offset = parseNonNegativeInt('offset', value);
    } else if (options.rpcRead) {
      let filter: Filter | null = null;
      try {
        filter = parseFilterValue(last, value, false);
      } catch (error) {
        if (error instanceof RestError && error.code === '54001') throw error;
      }
      if (filter) node(path).conditions.push(filter);
      else out.rpcParams.set(last, value);
    } else {
      node(path).conditions.push(parseFilterValue(last, value, false));
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Prefer
// ---------------------------------------------------------------------------

export interface Preferences {
  return: 'minimal' | 'headers-only' | 'representation' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  tx: 'commit' | 'rollback' | null;
  /** `handling=strict` refuses unknown preferences and enforces max-affected. */
  handling: 'strict' | 'lenient' | null;
  /** `max-affected=n`: with strict handling, more rows than this roll back (PGRST124). */
  maxAffected: number | null;
  /** Preferences not understood (what strict handling refuses, PGRST122). */
  invalid: string[];
}

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
    tx: null,
    handling: null,
    maxAffected: null,
    invalid: [],
  };
  if (!header) return prefs;
  for (const part of header.split(',')) {
    const raw = part.trim();
    if (!raw) continue;
    const [k, v] = raw.split('=').map((s) => s.trim());
    let known = true;
    switch (k) {
      case 'return':
        if (v === 'minimal' || v === 'headers-only' || v === 'representation') prefs.return = v;
        else known = false;
        break;
      case 'count':
        if (v === 'exact' || v === 'planned' || v === 'estimated') prefs.count = v;
        else known = false;
        break;
      case 'resolution':
        if (v === 'merge-duplicates' || v === 'ignore-duplicates') prefs.resolution = v;
        else known = false;
        break;
      case 'missing':
        if (v === 'default' || v === 'null') prefs.missing = v;
        else known = false;
        break;
      case 'tx':
        if (v === 'commit' || v === 'rollback') prefs.tx = v;
        else known = false;
        break;
      case 'handling':
        if (v === 'strict' || v === 'lenient') prefs.handling = v;
        else known = false;
        break;
      case 'max-affected':
        if (v !== undefined && /^\d+$/.test(v)) prefs.maxAffected = Number(v);
        else known = false;
        break;
      case 'timezone':
        break;
      default:
        known = false;
    }
    if (!known) prefs.invalid.push(raw);
  }
  return prefs;
}
