// Relationships between tables and views, found as PostgREST finds them: each foreign key
// gives a many-to-one (or one-to-one, when its columns are unique) relationship and its
// inverse; views that expose a key's columns inherit it; a table whose primary key holds
// foreign keys to two tables joins them many-to-many; and a function taking a row of one
// table and returning rows of another is a computed relationship. `findRelationship` picks
// the one an embed names, with PostgREST's rules for hints and self-references.
import { RestError } from './errors';
import { qualifiedKey, type QualifiedName, type TableInfo } from './schema';

/** Column pairs: [column of the origin, column of the target]. */
export type ColumnPairs = [string, string][];

export interface Junction {
  table: QualifiedName;
  /** The junction's key to the origin, and its columns: [origin column, junction column]. */
  constraint1: string;
  sourceColumns: ColumnPairs;
  /** The junction's key to the target: [target column, junction column]. */
  constraint2: string;
  targetColumns: ColumnPairs;
}

export type Cardinality =
  | { kind: 'm2o' | 'o2m'; constraint: string; columns: ColumnPairs }
  | { kind: 'o2o'; constraint: string; columns: ColumnPairs; isParent: boolean }
  | { kind: 'm2m'; junction: Junction };

export type Relationship =
  | {
      type: 'fk';
      table: QualifiedName;
      foreignTable: QualifiedName;
      isSelf: boolean;
      cardinality: Cardinality;
      tableIsView: boolean;
      foreignTableIsView: boolean;
    }
  | {
      type: 'computed';
      function: QualifiedName;
      table: QualifiedName;
      foreignTable: QualifiedName;
      toOne: boolean;
      isSelf: boolean;
    };

export type FkRelationship = Extract<Relationship, { type: 'fk' }>;

export const isToOne = (r: Relationship): boolean =>
  r.type === 'computed' ? r.toOne : r.cardinality.kind === 'm2o' || r.cardinality.kind === 'o2o';

export interface ForeignKeyRow {
  name: string;
  table_oid: number;
  table_schema: string;
  table_name: string;
  ftable_oid: number;
  ftable_schema: string;
  ftable_name: string;
  columns: { col: string; num: number; fcol: string; fnum: number }[];
  one_to_one: boolean;
}

/** One column of a view and the table column it comes from. */
export interface ViewColumnRow {
  view: QualifiedName;
  viewOid: number;
  column: string;
  num: number;
  /** pg_class oid and column number of its origin (possibly another view). */
  table: number;
  tableColumn: number;
}

export interface ComputedRow {
  function: QualifiedName;
  table: QualifiedName;
  foreignTable: QualifiedName;
  toOne: boolean;
}

const same = (a: QualifiedName, b: QualifiedName): boolean => a.schema === b.schema && a.name === b.name;
const swap = (pairs: ColumnPairs): ColumnPairs => pairs.map(([a, b]) => [b, a]);

/** Every combination of one choice per position: [[a], [b, c]] → [[a, b], [a, c]]. */
function combinations<T>(choices: T[][]): T[][] {
  return choices.reduce<T[][]>(
    (acc, options) => acc.flatMap((prefix) => options.map((o) => [...prefix, o])),
    [[]],
  );
}

/**
 * For each view column, its base-table origin (following views over views): a map from
 * `tableOid:attnum` to the view columns that show it, per view.
 */
function viewsOfColumns(
  viewColumns: ViewColumnRow[],
): Map<string, Map<string, { view: QualifiedName; columns: string[] }>> {
  const byView = new Map<number, ViewColumnRow[]>();
  for (const c of viewColumns) byView.set(c.viewOid, [...(byView.get(c.viewOid) ?? []), c]);
  const origin = (c: ViewColumnRow, seen: Set<number>): [number, number] => {
    const inner = byView.get(c.table)?.find((v) => v.num === c.tableColumn);
    if (!inner || seen.has(c.table)) return [c.table, c.tableColumn];
    return origin(inner, new Set([...seen, c.table]));
  };
  const out = new Map<string, Map<string, { view: QualifiedName; columns: string[] }>>();
  for (const c of viewColumns) {
    const [table, column] = origin(c, new Set([c.viewOid]));
    const key = `${table}:${column}`;
    const views = out.get(key) ?? new Map<string, { view: QualifiedName; columns: string[] }>();
    const entry = views.get(qualifiedKey(c.view)) ?? { view: c.view, columns: [] };
    entry.columns.push(c.column);
    views.set(qualifiedKey(c.view), entry);
    out.set(key, views);
  }
  return out;
}

/** The views that show every one of `columns` (`tableOid:attnum`), with each choice of their view columns. */
function viewsCovering(
  index: ReturnType<typeof viewsOfColumns>,
  columns: string[],
): { view: QualifiedName; columns: string[] }[] {
  const perColumn = columns.map(
    (c) => index.get(c) ?? new Map<string, { view: QualifiedName; columns: string[] }>(),
  );
  const first = perColumn[0];
  if (!first) return [];
  const out: { view: QualifiedName; columns: string[] }[] = [];
  for (const [key, { view }] of first) {
    const choices = perColumn.map((m) => m.get(key)?.columns ?? []);
    if (choices.some((c) => c.length === 0)) continue;
    for (const combo of combinations(choices)) out.push({ view, columns: combo });
  }
  return out;
}

export function buildRelationships(input: {
  tables: Map<string, TableInfo>;
  foreignKeys: ForeignKeyRow[];
  viewColumns: ViewColumnRow[];
  computed: ComputedRow[];
}): Map<string, Relationship[]> {
  const { tables } = input;
  const known = (q: QualifiedName): boolean => tables.has(qualifiedKey(q));
  const isView = (q: QualifiedName): boolean => tables.get(qualifiedKey(q))?.isView ?? false;
  const viewIndex = viewsOfColumns(input.viewColumns);

  // Many-to-one and one-to-one, from the foreign keys and through the views that show their columns.
  const toOne: FkRelationship[] = [];
  for (const fk of input.foreignKeys) {
    const table = { schema: fk.table_schema, name: fk.table_name };
    const foreignTable = { schema: fk.ftable_schema, name: fk.ftable_name };
    const columns: ColumnPairs = fk.columns.map((c) => [c.col, c.fcol]);
    const card = (cols: ColumnPairs): Cardinality =>
      fk.one_to_one
        ? { kind: 'o2o', constraint: fk.name, columns: cols, isParent: false }
        : { kind: 'm2o', constraint: fk.name, columns: cols };
    const rel = (t: QualifiedName, ft: QualifiedName, cols: ColumnPairs): FkRelationship => ({
      type: 'fk',
      table: t,
      foreignTable: ft,
      isSelf: same(t, ft),
      cardinality: card(cols),
      tableIsView: isView(t),
      foreignTableIsView: isView(ft),
    });
    toOne.push(rel(table, foreignTable, columns));
    const viewsOfTable = viewsCovering(
      viewIndex,
      fk.columns.map((c) => `${fk.table_oid}:${c.num}`),
    );
    const viewsOfForeign = viewsCovering(
      viewIndex,
      fk.columns.map((c) => `${fk.ftable_oid}:${c.fnum}`),
    );
    for (const v of viewsOfTable) {
      toOne.push({
        ...rel(
          v.view,
          foreignTable,
          v.columns.map((vc, i) => [vc, columns[i]![1]]),
        ),
        isSelf: false,
      });
    }
    for (const w of viewsOfForeign) {
      toOne.push({
        ...rel(
          table,
          w.view,
          w.columns.map((wc, i) => [columns[i]![0], wc]),
        ),
        isSelf: false,
      });
    }
    for (const v of viewsOfTable) {
      for (const w of viewsOfForeign) {
        toOne.push(
          rel(
            v.view,
            w.view,
            v.columns.map((vc, i) => [vc, w.columns[i]!]),
          ),
        );
      }
    }
  }
  const direct = toOne.filter((r) => known(r.table) && known(r.foreignTable));

  // Many-to-many: a junction whose primary key holds its keys to both tables.
  const manyToMany: FkRelationship[] = [];
  for (const a of direct) {
    if (a.cardinality.kind !== 'm2o') continue;
    for (const b of direct) {
      if (b === a || !same(a.table, b.table) || b.cardinality.kind !== 'm2o') continue;
      if (a.cardinality.constraint === b.cardinality.constraint) continue;
      const pk = new Set(tables.get(qualifiedKey(a.table))?.primaryKey ?? []);
      const junctionColumns = [...a.cardinality.columns, ...b.cardinality.columns].map(([c]) => c);
      if (pk.size === 0 || !junctionColumns.every((c) => pk.has(c))) continue;
      manyToMany.push({
        type: 'fk',
        table: a.foreignTable,
        foreignTable: b.foreignTable,
        isSelf: same(a.foreignTable, b.foreignTable),
        cardinality: {
          kind: 'm2m',
          junction: {
            table: a.table,
            constraint1: a.cardinality.constraint,
            sourceColumns: swap(a.cardinality.columns),
            constraint2: b.cardinality.constraint,
            targetColumns: swap(b.cardinality.columns),
          },
        },
        tableIsView: a.foreignTableIsView,
        foreignTableIsView: b.foreignTableIsView,
      });
    }
  }

  // The inverse of each to-one relationship.
  const inverse: FkRelationship[] = direct.map((r) => {
    const c = r.cardinality as Extract<Cardinality, { kind: 'm2o' | 'o2o' }>;
    return {
      ...r,
      table: r.foreignTable,
      foreignTable: r.table,
      tableIsView: r.foreignTableIsView,
      foreignTableIsView: r.tableIsView,
      cardinality:
        c.kind === 'o2o'
          ? { kind: 'o2o', constraint: c.constraint, columns: swap(c.columns), isParent: !c.isParent }
          : { kind: 'o2m', constraint: c.constraint, columns: swap(c.columns) },
    };
  });

  const computed: Relationship[] = input.computed
    .filter((c) => known(c.table) && known(c.foreignTable))
    .map((c) => ({ type: 'computed', ...c, isSelf: same(c.table, c.foreignTable) }));

  const out = new Map<string, Relationship[]>();
  for (const r of [...direct, ...manyToMany, ...inverse, ...computed]) {
    const key = qualifiedKey(r.table);
    out.set(key, [...(out.get(key) ?? []), r]);
  }
  return out;
}

// ---------------------------------------------------------------------------
// picking the relationship an embed names
// ---------------------------------------------------------------------------

const singleColumn = (c: Cardinality, side: 0 | 1): string | null =>
  c.kind !== 'm2m' && c.columns.length === 1 ? c.columns[0]![side] : null;

/**
 * The relationship from `origin` that `/origin?select=target!hint(…)` names: by the target's
 * name, a foreign key's name or its single column, with a hint that names a constraint, a
 * column on either side, or a many-to-many junction. Self-references: the table's name is
 * the one-to-many side, its referencing column the many-to-one side.
 */
export function findRelationship(
  all: Map<string, Relationship[]>,
  origin: QualifiedName,
  target: string,
  hint: string | null,
): Relationship {
  const candidates = all.get(qualifiedKey(origin)) ?? [];
  const matches = candidates.filter((r) => {
    if (r.type === 'computed') return target === r.function.name;
    const c = r.cardinality;
    const toTarget = target === r.foreignTable.name;
    if (r.isSelf) {
      if (hint === null) {
        return (toTarget && c.kind === 'o2m') || (c.kind === 'm2o' && singleColumn(c, 0) === target);
      }
      return toTarget && c.kind === 'o2m' && singleColumn(c, 1) === hint;
    }
    if (hint === null) {
      if (toTarget) return true;
      if (r.foreignTableIsView || c.kind === 'm2m') return false;
      return c.constraint === target || singleColumn(c, 0) === target;
    }
    if (!toTarget) return false;
    if (c.kind === 'm2m') return c.junction.table.name === hint;
    return c.constraint === hint || singleColumn(c, 0) === hint || singleColumn(c, 1) === hint;
  });
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw relationshipNotFound(origin, target, hint, all);
  throw ambiguousRelationship(origin.name, target, matches as FkRelationship[]);
}

function relationshipNotFound(
  origin: QualifiedName,
  target: string,
  hint: string | null,
  all: Map<string, Relationship[]>,
): RestError {
  const suggestion = all.has(qualifiedKey(origin))
    ? null
    : closest(
        origin.name,
        [...all.values()]
          .flat()
          .filter((r) => r.table.schema === origin.schema)
          .map((r) => r.table.name),
      );
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin.name}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin.name}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${origin.schema}', but no matches were found.`,
    suggestion ? `Perhaps you meant '${suggestion}' instead of '${origin.name}'.` : null,
  );
}

const CARDINALITY_WORDS = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one', m2m: 'many-to-many' };

function describe(r: FkRelationship): Record<string, string> {
  const list = (cols: string[]): string => `(${cols.join(', ')})`;
  const c = r.cardinality;
  const relationship =
    c.kind === 'm2m'
      ? `${c.junction.table.name} using ${c.junction.constraint1}${list(c.junction.sourceColumns.map(([, j]) => j))} and ${c.junction.constraint2}${list(c.junction.targetColumns.map(([, j]) => j))}`
      : `${c.constraint} using ${r.table.name}${list(c.columns.map(([a]) => a))} and ${r.foreignTable.name}${list(c.columns.map(([, b]) => b))}`;
  return {
    cardinality: CARDINALITY_WORDS[c.kind],
    embedding: `${r.table.name} with ${r.foreignTable.name}`,
    relationship,
  };
}

function ambiguousRelationship(origin: string, target: string, matches: FkRelationship[]): RestError {
  const hints = matches.map((r) => {
    const c = r.cardinality;
    return `'${r.foreignTable.name}!${c.kind === 'm2m' ? c.junction.table.name : c.constraint}'`;
  });
  return new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    matches.map(describe),
    `Try changing '${target}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

/** The candidate nearest to `name` (by edit distance), when it is near enough to suggest. */
export function closest(name: string, candidates: string[]): string | null {
  let best: { word: string; distance: number } | null = null;
  for (const word of new Set(candidates)) {
    const distance = editDistance(name, word);
    if (distance < (best?.distance ?? Infinity)) best = { word, distance };
  }
  return best && best.distance > 0 && best.distance <= Math.max(2, Math.floor(name.length / 3))
    ? best.word
    : null;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}
