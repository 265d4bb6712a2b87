// postgres_changes. A join's `config.postgres_changes` subscribes its channel to INSERT,
// UPDATE, DELETE or `*` on the tables of the supabase_realtime publication it names, with
// Realtime's filters (`col=eq.v`, neq, lt, lte, gt, gte, in, like, ilike, is, match, imatch,
// isdistinct, `not.` and `,` for AND) and `select`; a `system` message then says whether that
// worked. Each change the capture triggers queue (bootstrap.sql, _realtime) is checked in one
// call of _realtime.deliveries against every subscriber's filters and, as that subscriber's
// role with its JWT claims, the table's RLS; then each channel that may see it gets
// {ids, data} with the columns its role may read. Old values follow Realtime: the replica
// identity's columns (the primary key unless REPLICA IDENTITY FULL), only the primary key of
// a deleted row on a table with RLS; deletes are not checked against RLS (the row is gone).
import { Mutex } from '../database';
import { describeError } from '../errors';
import { splitTopLevel, unquote } from '../rest/parser';
import { isApiRole, type Channel, type RealtimeContext } from './channel';
import { encodeRawMessage } from './phoenix';

export interface Filter {
  column: string;
  op: string;
  value: string;
  negate: boolean;
}

export interface Subscription {
  action: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table: string;
  filters: Filter[];
  select: string[] | null;
}

const OPERATORS = new Set([
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
]);

/** A postgres_changes `filter` string as Realtime reads it; throws Error with Realtime's reason. */
export function parseFilter(filter: string): Filter[] {
  if (filter.trim() === '') return [];
  const unbalanced = (): never => {
    throw new Error('unbalanced quotes or parentheses');
  };
  // PostgREST's quoting: commas inside double quotes or parentheses do not split.
  return splitTopLevel(filter.trim(), unbalanced).map((segment) => {
    const trimmed = segment.trim();
    if (trimmed === '') throw new Error('filter must not contain empty segments (check for extra commas)');
    const eq = trimmed.indexOf('=');
    if (eq < 0) throw new Error(JSON.stringify([trimmed]));
    const column = trimmed.slice(0, eq);
    let rest = trimmed.slice(eq + 1);
    const negate = rest.startsWith('not.');
    if (negate) rest = rest.slice(4);
    const dot = rest.indexOf('.');
    if (dot < 0) throw new Error(JSON.stringify([rest]));
    const op = rest.slice(0, dot);
    const value = rest.slice(dot + 1);
    if (!OPERATORS.has(op)) throw new Error(JSON.stringify([op, value]));
    if (op === 'in') {
      if (!(value.length >= 2 && value.startsWith('(') && value.endsWith(')'))) {
        throw new Error('`in` filter value must be wrapped by parentheses');
      }
      return { column, op, value: `{${value.slice(1, -1)}}`, negate };
    }
    return { column, op, value: unquote(value), negate };
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One entry of a join's `config.postgres_changes`; throws Error with Realtime's reason. */
export function parseSubscription(params: unknown): Subscription {
  const p = isRecord(params) ? params : {};
  const event = typeof p.event === 'string' ? p.event.toUpperCase() : '*';
  const action = event === 'INSERT' || event === 'UPDATE' || event === 'DELETE' ? event : '*';
  let select: string[] | null = null;
  if (typeof p.select === 'string') {
    throw new Error(
      'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    );
  }
  if (Array.isArray(p.select)) {
    const columns = p.select.filter((c): c is string => typeof c === 'string');
    select = columns.length > 0 ? columns : null;
  }
  const has = (key: string) => key in p;
  const str = (key: string) => typeof p[key] === 'string';
  let where: Pick<Subscription, 'schema' | 'table' | 'filters'>;
  if (str('schema') && str('table') && str('filter')) {
    try {
      where = {
        schema: p.schema as string,
        table: p.table as string,
        filters: parseFilter(p.filter as string),
      };
    } catch (error) {
      throw new Error(`Error parsing \`filter\` params: ${(error as Error).message}`);
    }
  } else if (str('schema') && str('table') && !has('filter')) {
    where = { schema: p.schema as string, table: p.table as string, filters: [] };
  } else if (str('schema') && !has('table') && !has('filter')) {
    where = { schema: p.schema as string, table: '*', filters: [] };
  } else if (str('table') && !has('schema') && !has('filter')) {
    where = { schema: 'public', table: p.table as string, filters: [] };
  } else {
    throw new Error(
      `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`,
    );
  }
  if (select && (where.schema === '*' || where.table === '*')) {
    throw new Error(
      'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    );
  }
  return { action, ...where, select };
}

/** The id Realtime gives a subscription: a hash of its params (27 bits, like Erlang's phash2). */
function subscriptionId(params: unknown): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(JSON.stringify(params))) hash = Math.imul(hash ^ byte, 0x01000193);
  return (hash >>> 0) & 0x7ffffff;
}

const describe = (s: Subscription) =>
  `[event: ${s.action}, schema: ${s.schema}, table: ${s.table}, filters: ${JSON.stringify(
    s.filters.map((f) => `${f.column}=${f.negate ? 'not.' : ''}${f.op}.${f.value}`),
  )}, select: ${s.select ? JSON.stringify(s.select) : 'nil'}]`;

interface Binding {
  channel: Channel;
  id: number;
  subscription: Subscription;
  entities: number[];
}

interface Change {
  entity: number;
  schema: string;
  table: string;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  record: string | null;
  old_record: string | null;
  commit_timestamp: string;
}

interface Column {
  name: string;
  type: string;
  pk: boolean;
  identity: boolean;
  readers: string[];
}

/** Realtime's max_record_bytes: past it, values over 64 bytes are left out (Error 413). */
const MAX_RECORD_BYTES = 1024 * 1024;

export interface Subscribed {
  /** The join reply's postgres_changes: each entry as sent, with its id. */
  reply: unknown[];
  /** The `system` message that follows the reply, when there were postgres_changes. */
  system?: { status: 'ok' | 'error'; message: string };
}

export class PostgresChanges {
  private readonly bindings = new Map<Channel, { params: unknown[]; bindings: Binding[] }>();
  private readonly byEntity = new Map<number, Set<Binding>>();
  /** Writes to _realtime.subscribed, in order, so an unsubscribe never undoes a later subscribe. */
  private readonly writes = new Mutex();
  private draining: Promise<void> | undefined;
  private again = false;

  constructor(private readonly ctx: RealtimeContext) {}

  /**
   * Clears what an earlier run left and listens for changes; resolves to a function that stops.
   * (Capture triggers are brought in step when a channel subscribes.)
   */
  async start(): Promise<() => Promise<void>> {
    await this.ctx.db.transaction((q) =>
      q.exec('delete from _realtime.subscribed; delete from _realtime.changes;'),
    );
    return this.ctx.db.listen('_realtime_changes', () => this.kick());
  }

  async subscribe(channel: Channel, params: unknown[]): Promise<Subscribed> {
    const reply = params.map((p) => (isRecord(p) ? { ...p, id: subscriptionId(p) } : p));
    if (params.length === 0) return { reply };
    this.bindings.set(channel, { params, bindings: [] });
    let subscriptions: Subscription[];
    try {
      subscriptions = params.map(parseSubscription);
    } catch (error) {
      return { reply, system: { status: 'error', message: (error as Error).message } };
    }
    const failed = (s: Subscription, message: string) => ({
      reply,
      system: {
        status: 'error' as const,
        message: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${describe(s)}. Exception: ${message}`,
      },
    });
    if (!isApiRole(channel.role)) return failed(subscriptions[0]!, `role "${channel.role}" does not exist`);

    const outcome = await this.writes.run(() =>
      this.ctx.db.transaction(async (q) => {
        const entities: number[][] = [];
        let captured = true;
        for (const s of subscriptions) {
          const { rows } = await q.query<{
            result: { entities?: number[]; captured?: boolean; error?: string; message?: string };
          }>(
            'select _realtime.check_subscription($1, $2, $3, $4::jsonb, array(select jsonb_array_elements_text($5::jsonb))) as result',
            [s.schema, s.table, channel.role, JSON.stringify(s.filters), JSON.stringify(s.select ?? [])],
          );
          const result = rows[0]!.result;
          if (result.error === 'not_enabled') {
            return {
              reply,
              system: {
                status: 'error' as const,
                message: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe(s)}`,
              },
            };
          }
          if (result.error) return failed(s, result.message ?? 'unknown');
          entities.push(result.entities!.map(Number));
          captured &&= result.captured === true;
        }
        if (channel.closed) return null;
        if (!captured) await q.query('select _realtime.sync_capture()');
        const unwatched = [...new Set(entities.flat())].filter((entity) => !this.byEntity.has(entity));
        if (unwatched.length > 0) {
          await q.query(
            'insert into _realtime.subscribed (entity) select value::bigint::oid from jsonb_array_elements_text($1::jsonb) on conflict do nothing',
            [JSON.stringify(unwatched)],
          );
        }
        const bindings = subscriptions.map((subscription, i) => ({
          channel,
          id: subscriptionId(params[i]),
          subscription,
          entities: entities[i]!,
        }));
        this.bindings.set(channel, { params, bindings });
        for (const binding of bindings) {
          for (const entity of binding.entities) {
            const set = this.byEntity.get(entity) ?? new Set<Binding>();
            set.add(binding);
            this.byEntity.set(entity, set);
          }
        }
        return { reply, system: { status: 'ok' as const, message: 'Subscribed to PostgreSQL' } };
      }),
    );
    return outcome ?? { reply };
  }

  /** After a token refresh: the channel's subscriptions again, as its new role. */
  async resubscribe(channel: Channel): Promise<void> {
    const current = this.bindings.get(channel);
    if (!current) return;
    this.unsubscribe(channel);
    const { system } = await this.subscribe(channel, current.params);
    if (system && !channel.closed) channel.system('postgres_changes', system.status, system.message);
  }

  unsubscribe(channel: Channel): void {
    const current = this.bindings.get(channel);
    if (!current) return;
    this.bindings.delete(channel);
    const emptied: number[] = [];
    for (const binding of current.bindings) {
      for (const entity of binding.entities) {
        const set = this.byEntity.get(entity);
        set?.delete(binding);
        if (set?.size === 0) {
          this.byEntity.delete(entity);
          emptied.push(entity);
        }
      }
    }
    if (emptied.length === 0) return;
    void this.writes
      .run(async () => {
        const gone = emptied.filter((entity) => !this.byEntity.has(entity));
        if (gone.length === 0) return;
        await this.ctx.db.transaction((q) =>
          q.query(
            'delete from _realtime.subscribed where entity in (select value::bigint::oid from jsonb_array_elements_text($1::jsonb))',
            [JSON.stringify(gone)],
          ),
        );
      })
      .catch(() => undefined); // the stack is stopping
  }

  /** A NOTIFY: drain the queue (again, if a drain is under way). */
  private kick(): void {
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = (async () => {
      do {
        this.again = false;
        try {
          await this.drain();
        } catch (error) {
          this.ctx.log(`[realtime] postgres_changes delivery failed: ${describeError(error)}`);
        }
      } while (this.again);
      this.draining = undefined;
    })();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const { rows } = await this.ctx.db.transaction((q) =>
        q.query<Change>(
          `with taken as (
             delete from _realtime.changes
             where id in (select id from _realtime.changes order by id limit 100)
             returning *
           )
           select t.entity::bigint as entity, n.nspname as schema, c.relname as table, t.action,
             t.record::text as record, t.old_record::text as old_record,
             to_char(t.committed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp
           from taken t
           join pg_class c on c.oid = t.entity
           join pg_namespace n on n.oid = c.relnamespace
           order by t.id`,
        ),
      );
      if (rows.length === 0) return;
      for (const change of rows) {
        // One change that cannot be checked (its table dropped meanwhile…) costs only itself.
        await this.deliver(change).catch((error: unknown) =>
          this.ctx.log(
            `[realtime] ${change.action} on ${change.schema}.${change.table} not delivered: ${describeError(error)}`,
          ),
        );
      }
    }
  }

  private async deliver(change: Change): Promise<void> {
    const bindings = [...(this.byEntity.get(Number(change.entity)) ?? [])].filter(
      (b) => !b.channel.closed && (b.subscription.action === '*' || b.subscription.action === change.action),
    );
    if (bindings.length === 0) return;
    const checks = bindings.map((b) => ({
      role: b.channel.role,
      claims: b.channel.claims,
      filters: b.subscription.filters,
    }));
    const { rows } = await this.ctx.db.transaction((q) =>
      q.query<{ result: { columns: Column[]; rls: boolean; visible: boolean[] } }>(
        'select _realtime.deliveries($1::bigint::oid, $2, $3::jsonb, $4::jsonb, $5::jsonb) as result',
        [change.entity, change.action, change.record, change.old_record, JSON.stringify(checks)],
      ),
    );
    const { columns, rls, visible } = rows[0]!.result;
    const shape = new PayloadShape(change, columns, rls);

    // Every frame first, then every send: the last subscriber waits for no query.
    const frames: { channel: Channel; frame: string }[] = [];
    const perChannel = new Map<Channel, Map<string, { data: string; ids: number[] }>>();
    bindings.forEach((binding, i) => {
      const payload = shape.forSubscriber(binding, visible[i] === true);
      if (!payload) return;
      const groups = perChannel.get(binding.channel) ?? new Map<string, { data: string; ids: number[] }>();
      perChannel.set(binding.channel, groups);
      const group = groups.get(payload.key) ?? { data: payload.data, ids: [] };
      groups.set(payload.key, group);
      if (!group.ids.includes(binding.id)) group.ids.push(binding.id);
    });
    for (const [channel, groups] of perChannel) {
      for (const { data, ids } of groups.values()) {
        frames.push({
          channel,
          frame: encodeRawMessage(
            channel.conn.vsn,
            channel.topic,
            'postgres_changes',
            `{"ids":${JSON.stringify(ids)},"data":${data}}`,
          ),
        });
      }
    }
    for (const { channel, frame } of frames) if (!channel.closed) channel.conn.send(frame);
  }
}

/** Builds (once per role and column selection) the `data` Realtime sends for one change. */
class PayloadShape {
  private readonly cache = new Map<string, string>();
  private readonly record: Record<string, unknown> | null;
  private readonly oldRecord: Record<string, unknown> | null;
  private readonly tooLarge: boolean;
  private readonly hasPk: boolean;

  constructor(
    private readonly change: Change,
    private readonly columns: Column[],
    private readonly rls: boolean,
  ) {
    this.record = change.record === null ? null : (JSON.parse(change.record) as Record<string, unknown>);
    this.oldRecord =
      change.old_record === null ? null : (JSON.parse(change.old_record) as Record<string, unknown>);
    this.tooLarge = (change.record?.length ?? 0) + (change.old_record?.length ?? 0) > MAX_RECORD_BYTES;
    this.hasPk = columns.some((c) => c.pk);
  }

  /** The payload for one subscription, or null when it may not see this change. */
  forSubscriber(binding: Binding, visible: boolean): { key: string; data: string } | null {
    const role = binding.channel.role;
    const { action } = this.change;
    if (action !== 'DELETE' && !this.hasPk) return this.error('Error 400: Bad Request, no primary key');
    if (action !== 'DELETE' && this.columns.some((c) => c.pk && !c.readers.includes(role))) {
      return this.error(`Error 401: Unauthorized`, role);
    }
    if (!visible) return null;
    const select = binding.subscription.select;
    const key = `${role}\n${select?.join(',') ?? ''}`;
    let data = this.cache.get(key);
    if (data === undefined) {
      const readable = this.columns.filter(
        (c) => c.readers.includes(role) && (select === null || c.pk || select.includes(c.name)),
      );
      const pick = (source: Record<string, unknown> | null, keep: (c: Column) => boolean) =>
        Object.fromEntries(
          readable
            .filter((c) => keep(c) && source !== null && c.name in source)
            .map((c) => [c.name, source![c.name]] as const)
            .filter(([, value]) => !this.tooLarge || JSON.stringify(value).length <= 64),
        );
      const body: Record<string, unknown> = {
        schema: this.change.schema,
        table: this.change.table,
        commit_timestamp: this.change.commit_timestamp,
        type: action,
        columns: readable.map((c) => ({ name: c.name, type: c.type })),
        errors: this.tooLarge ? ['Error 413: Payload Too Large'] : null,
      };
      if (action !== 'DELETE') body.record = pick(this.record, () => true);
      if (action === 'UPDATE') body.old_record = pick(this.oldRecord, (c) => c.identity);
      if (action === 'DELETE')
        body.old_record = pick(this.oldRecord, (c) => c.identity && (!this.rls || c.pk));
      data = JSON.stringify(body);
      this.cache.set(key, data);
    }
    return { key, data };
  }

  /** Realtime's error payload: the change's table and type, no values. */
  private error(message: string, role = ''): { key: string; data: string } {
    const key = `error\n${message}\n${role}`;
    let data = this.cache.get(key);
    if (data === undefined) {
      const body: Record<string, unknown> = {
        schema: this.change.schema,
        table: this.change.table,
        commit_timestamp: null,
        type: this.change.action,
        columns: null,
        errors: [message],
      };
      if (this.change.action !== 'DELETE') body.record = null;
      if (this.change.action !== 'INSERT') body.old_record = null;
      data = JSON.stringify(body);
      this.cache.set(key, data);
    }
    return { key, data };
  }
}
