// A reader for PostgreSQL's pg_node_tree text (pg_rewrite.ev_action): enough to find which
// table column each column of a view comes from (TARGETENTRY's resorigtbl/resorigcol),
// which is how relationships through views are found, as PostgREST finds them.

export type NodeValue = string | null | NodeValue[] | PgNode;
export interface PgNode {
  type: string;
  fields: Record<string, NodeValue>;
}

const DELIMITERS = new Set(['(', ')', '{', '}', ' ', '\n', '\t', '\r']);

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      i++;
    } else if (c === '(' || c === ')' || c === '{' || c === '}') {
      tokens.push(c);
      i++;
    } else if (c === '"') {
      let out = '"';
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        out += text[i++];
      }
      i++;
      tokens.push(out);
    } else {
      let out = '';
      while (i < text.length && !DELIMITERS.has(text[i]!)) {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        out += text[i++];
      }
      tokens.push(out);
    }
  }
  return tokens;
}

/** Parses pg_node_tree text into nested lists and nodes (scalars stay strings, `<>` is null). */
export function parseNodeTree(text: string): NodeValue {
  const tokens = tokenize(text);
  let pos = 0;
  const value = (): NodeValue => {
    const t = tokens[pos++];
    if (t === undefined) return null;
    if (t === '(') {
      const list: NodeValue[] = [];
      while (pos < tokens.length && tokens[pos] !== ')') list.push(value());
      pos++;
      return list;
    }
    if (t === '{') {
      const node: PgNode = { type: tokens[pos++] ?? '', fields: {} };
      while (pos < tokens.length && tokens[pos] !== '}') {
        const key = tokens[pos++]!;
        if (!key.startsWith(':')) continue;
        const values: NodeValue[] = [];
        while (pos < tokens.length && tokens[pos] !== '}' && !tokens[pos]!.startsWith(':'))
          values.push(value());
        node.fields[key.slice(1)] = values.length === 1 ? values[0]! : values;
      }
      pos++;
      return node;
    }
    return t === '<>' ? null : t;
  };
  return value();
}

export interface ViewColumnOrigin {
  /** The view's column number (attnum). */
  column: number;
  /** pg_class oid of the relation the column comes from, and its column number there. */
  table: number;
  tableColumn: number;
}

const isNode = (v: NodeValue | undefined): v is PgNode =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The origin of each plain column of a view (columns computed from expressions have none). */
export function viewColumnOrigins(evAction: string): ViewColumnOrigin[] {
  const tree = parseNodeTree(evAction);
  const query = Array.isArray(tree) ? tree[0] : tree;
  if (!isNode(query)) return [];
  const targets = query.fields.targetList;
  if (!Array.isArray(targets)) return [];
  const out: ViewColumnOrigin[] = [];
  for (const entry of targets) {
    if (!isNode(entry) || entry.fields.resjunk === 'true') continue;
    const column = Number(entry.fields.resno);
    const table = Number(entry.fields.resorigtbl);
    const tableColumn = Number(entry.fields.resorigcol);
    if (column > 0 && table > 0 && tableColumn > 0) out.push({ column, table, tableColumn });
  }
  return out;
}
