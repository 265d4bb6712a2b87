// Joining a channel and who is on it: the access token checked as Realtime checks it (at
// the join, on each `access_token` message, and when it expires), the join's options, and
// on a private channel the RLS policies of realtime.messages deciding who may read (join)
// and write (send, track), evaluated with realtime.topic() naming the channel.
import { randomUUID } from 'node:crypto';
import type { LocalDatabase } from '../database';
import { describeError } from '../errors';
import { verifyJwt, type JwtPayload } from '../jwt';
import { encodeMessage, type Message } from './phoenix';
import type { PostgresChanges } from './postgres-changes';
import type { Presence } from './presence';
import type { Connection } from './socket';

export interface RealtimeContext {
  db: LocalDatabase;
  jwtSecret: string;
  log: (line: string) => void;
  /** The channels joined to each topic, by topicKey(). */
  topics: Map<string, Set<Channel>>;
  presence: Presence;
  changes: PostgresChanges;
}

/** Public and private channels of one name are separate topics, as on Realtime. */
export const topicKey = (isPrivate: boolean, subTopic: string) =>
  `${isPrivate ? 'private' : 'public'}:${subTopic}`;

/** The roles a token may carry where the database is asked: its API roles. */
const ROLES = new Set(['anon', 'authenticated', 'service_role']);
export const isApiRole = (role: string): boolean => ROLES.has(role);

/** Channels one socket may have joined at once (Realtime's max_channels_per_client). */
export const MAX_CHANNELS_PER_SOCKET = 100;

/** Realtime re-checks a token at least this often, and when it expires. */
const RECHECK_TOKEN_MS = 5 * 60_000;

export interface TokenError {
  /** Realtime's log code, which prefixes the reason of a refused join. */
  code: 'MalformedJWT' | 'JwtSignerError' | 'JwtSignatureError' | 'InvalidJWTToken';
  message: string;
  /** What the WebSocket upgrade answers (401) when the socket's apikey has this fault. */
  connectMessage: string;
}

const MALFORMED = 'The token provided is not a valid JWT';
const MISSING_CLAIMS = 'Fields `role` and `exp` are required in JWT';

/** A Realtime token check: HS256 with the project's secret, unexpired, with `role` and `exp`. */
export function verifyToken(token: string, secret: string): { claims: JwtPayload } | TokenError {
  // Expiry is checked here rather than by verifyJwt, for Realtime's "N seconds ago".
  const result = verifyJwt(token.replace(/\s/g, ''), secret, { now: 0 });
  if (!result.ok) {
    if (result.reason === 'algorithm') {
      const message = 'Failed to generate JWT signer, check your JWT secret or JWKS configuration';
      return { code: 'JwtSignerError', message, connectMessage: message };
    }
    if (result.reason === 'signature') {
      const message = 'Failed to validate JWT signature';
      return { code: 'JwtSignatureError', message, connectMessage: message };
    }
    if (result.reason === 'expired') {
      return { code: 'InvalidJWTToken', message: 'Token has expired', connectMessage: 'Token has expired' };
    }
    return { code: 'MalformedJWT', message: MALFORMED, connectMessage: MALFORMED };
  }
  const { exp, role } = result.payload;
  const now = Math.floor(Date.now() / 1000);
  if (typeof exp === 'number' && exp <= now) {
    const message = `Token has expired ${now - Math.floor(exp)} seconds ago`;
    return { code: 'InvalidJWTToken', message, connectMessage: 'Token has expired' };
  }
  if (typeof exp !== 'number' || typeof role !== 'string') {
    return { code: 'InvalidJWTToken', message: MISSING_CLAIMS, connectMessage: MISSING_CLAIMS };
  }
  return { claims: result.payload };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Realtime's lenient booleans: true, false, "true", "false". */
const flag = (value: unknown): boolean => value === true || value === 'true';

interface JoinOptions {
  isPrivate: boolean;
  selfBroadcast: boolean;
  ackBroadcast: boolean;
  replicationReady: boolean;
  presenceEnabled: boolean;
  presenceKey: string;
  postgresChanges: unknown[];
}

function joinOptions(payload: Record<string, unknown>): JoinOptions {
  const config = isRecord(payload.config) ? payload.config : {};
  const broadcast = isRecord(config.broadcast) ? config.broadcast : {};
  const presence = isRecord(config.presence) ? config.presence : {};
  const key = presence.key;
  return {
    isPrivate: flag(config.private),
    selfBroadcast: flag(broadcast.self),
    ackBroadcast: flag(broadcast.ack),
    replicationReady: flag(broadcast.replication_ready),
    presenceEnabled: flag(presence.enabled),
    presenceKey: key === undefined || key === null || key === '' ? randomUUID() : String(key),
    postgresChanges: Array.isArray(config.postgres_changes)
      ? config.postgres_changes.filter((p) => p != null)
      : [],
  };
}

type Extension = 'broadcast' | 'presence';
/** What a private channel's caller may do, as far as it has been evaluated. */
type Access = Partial<Record<`${Extension}${'Read' | 'Write'}`, boolean>>;
const accessOf = (extension: Extension, access: 'read' | 'write') =>
  `${extension}${access === 'read' ? 'Read' : 'Write'}` as const;

export class Channel {
  readonly subTopic: string;
  readonly key: string;
  token: string;
  claims: JwtPayload;
  access: Access = {};
  presenceEnabled: boolean;
  closed = false;
  private expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly ctx: RealtimeContext,
    readonly conn: Connection,
    readonly topic: string,
    readonly joinRef: string | null,
    readonly options: JoinOptions,
    token: string,
    claims: JwtPayload,
  ) {
    this.subTopic = topic.slice('realtime:'.length);
    this.key = topicKey(options.isPrivate, this.subTopic);
    this.token = token;
    this.claims = claims;
    this.presenceEnabled = options.presenceEnabled;
  }

  get isPrivate(): boolean {
    return this.options.isPrivate;
  }

  get role(): string {
    return String(this.claims.role);
  }

  /** Whether a broadcast on this topic reaches this channel. */
  get readsBroadcast(): boolean {
    return !this.isPrivate || this.access.broadcastRead === true;
  }

  /** Whether presence state and diffs reach this channel. */
  get readsPresence(): boolean {
    return !this.isPrivate || this.access.presenceRead === true;
  }

  /** A message from the server to this channel (it carries the join_ref). */
  push(event: string, payload: unknown): void {
    this.conn.send(
      encodeMessage(this.conn.vsn, { joinRef: this.joinRef, ref: null, topic: this.topic, event, payload }),
    );
  }

  reply(request: Message, status: 'ok' | 'error', response: unknown = {}): void {
    this.conn.reply(request, status, response);
  }

  system(extension: 'system' | 'postgres_changes', status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  /** Asks realtime.messages' policies what this caller may do on this private topic. */
  async authorize(extensions: Extension[], access: 'read' | 'write'): Promise<void> {
    const { rows } = await this.ctx.db.transaction((q) =>
      q.query<{ access: Record<string, boolean> }>(
        `select _realtime.channel_access($1, $2, $3::jsonb, array(select jsonb_array_elements_text($4::jsonb)), $5) as access`,
        [this.subTopic, this.role, JSON.stringify(this.claims), JSON.stringify(extensions), access],
      ),
    );
    for (const extension of extensions)
      this.access[accessOf(extension, access)] = rows[0]!.access[extension] === true;
  }

  /** May this caller send (`broadcast`) or track (`presence`) here? Evaluated once, as on Realtime. */
  async mayWrite(extension: Extension): Promise<boolean> {
    if (!this.isPrivate) return true;
    const field = accessOf(extension, 'write');
    if (this.access[field] === undefined) {
      if (extension === 'presence' && this.access.presenceRead === undefined)
        await this.authorize(['presence'], 'read');
      await this.authorize([extension], 'write');
    }
    return this.access[field] === true;
  }

  /** Checks the token again when it expires (or every 5 minutes), as Realtime does. */
  scheduleTokenCheck(): void {
    clearTimeout(this.expiryTimer);
    const exp = Number(this.claims.exp) * 1000;
    this.expiryTimer = setTimeout(
      () => {
        const checked = verifyToken(this.token, this.ctx.jwtSecret);
        if ('claims' in checked) this.scheduleTokenCheck();
        else this.shutdown(checked.message);
      },
      Math.max(0, Math.min(RECHECK_TOKEN_MS, exp - Date.now())),
    );
    this.expiryTimer.unref();
  }

  /** A client's `access_token` message: the new token replaces the old one, or ends the channel. */
  async refreshToken(token: unknown): Promise<void> {
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.token) return;
    const checked = verifyToken(token, this.ctx.jwtSecret);
    if (!('claims' in checked)) return this.shutdown(checked.message);
    const before = this.access;
    this.token = token;
    this.claims = checked.claims;
    this.access = {};
    if (this.isPrivate) {
      try {
        await this.authorize(this.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'], 'read');
      } catch (error) {
        this.ctx.log(`[realtime] RlsPolicyError on ${this.subTopic}: ${describeError(error)}`);
        this.access = {};
      }
      const revoked =
        (before.broadcastRead && !this.access.broadcastRead) ||
        (before.presenceRead && !this.access.presenceRead);
      if (revoked)
        return this.shutdown(
          `You no longer have permission to read from this Channel topic: ${this.subTopic}`,
        );
      if (!this.access.broadcastRead && !this.access.presenceRead)
        return this.shutdown(unauthorized(this.subTopic));
    }
    if (this.closed) return;
    this.scheduleTokenCheck();
    await this.ctx.changes.resubscribe(this);
  }

  /** Ends the channel from the server's side: a `system` error, then `phx_close`. */
  shutdown(message: string): void {
    if (this.closed) return;
    this.system('system', 'error', message);
    this.close(true);
  }

  /** Leaves every topic, presence and subscription; `notify` sends the client `phx_close`. */
  close(notify: boolean): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.expiryTimer);
    const members = this.ctx.topics.get(this.key);
    members?.delete(this);
    if (members?.size === 0) this.ctx.topics.delete(this.key);
    if (this.conn.channels.get(this.topic) === this) this.conn.channels.delete(this.topic);
    this.ctx.presence.leave(this);
    this.ctx.changes.unsubscribe(this);
    if (notify)
      this.conn.send(
        encodeMessage(this.conn.vsn, {
          joinRef: this.joinRef,
          ref: this.joinRef,
          topic: this.topic,
          event: 'phx_close',
          payload: {},
        }),
      );
  }
}

const unauthorized = (subTopic: string) =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`;

/**
 * A `phx_join` for a `realtime:` topic. Replies to it (with the reason Realtime gives when it
 * refuses) and returns the joined channel, or null.
 */
export async function joinChannel(
  ctx: RealtimeContext,
  conn: Connection,
  request: Message,
): Promise<Channel | null> {
  const refuse = (reason: string) => {
    conn.reply(request, 'error', { reason });
    return null;
  };
  if (request.topic === 'realtime:') return refuse('TopicNameRequired: You must provide a topic name');
  const payload = isRecord(request.payload) ? request.payload : {};
  const options = joinOptions(payload);
  if (conn.channels.size >= MAX_CHANNELS_PER_SOCKET)
    return refuse('ChannelRateLimitReached: Too many channels');

  const given = typeof payload.access_token === 'string' ? payload.access_token : payload.user_token;
  const token = typeof given === 'string' && !given.startsWith('sb_') ? given : conn.token;
  const checked = verifyToken(token, ctx.jwtSecret);
  if (!('claims' in checked)) return refuse(`${checked.code}: ${checked.message}`);

  const channel = new Channel(ctx, conn, request.topic, request.joinRef, options, token, checked.claims);
  if (channel.isPrivate) {
    try {
      if (!isApiRole(channel.role)) throw new Error(`role "${channel.role}" does not exist`);
      await channel.authorize(options.presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'], 'read');
    } catch (error) {
      ctx.log(`[realtime] RlsPolicyError on ${channel.subTopic}: ${describeError(error)}`);
    }
    if (!channel.access.broadcastRead && !channel.access.presenceRead)
      return refuse(unauthorized(channel.subTopic));
  }
  const subscribed = await ctx.changes.subscribe(channel, options.postgresChanges);
  if (conn.closed) {
    channel.close(false);
    return null;
  }

  conn.channels.set(channel.topic, channel);
  const members = ctx.topics.get(channel.key) ?? new Set<Channel>();
  members.add(channel);
  ctx.topics.set(channel.key, members);
  channel.scheduleTokenCheck();
  conn.reply(request, 'ok', { postgres_changes: subscribed.reply });
  if (subscribed.system)
    channel.system('postgres_changes', subscribed.system.status, subscribed.system.message);
  if (options.replicationReady) channel.system('system', 'ok', 'Replication connection established');
  if (channel.presenceEnabled) ctx.presence.sync(channel);
  return channel;
}
