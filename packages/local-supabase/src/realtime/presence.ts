// Presence, as Realtime runs Phoenix.Presence: each channel tracks at most one state under its
// presence key (the join's config.presence.key, else a random one); a new channel with
// presence on gets the topic's presence_state, and every track, update, untrack and leave
// sends every channel of the topic a presence_diff of joins and leaves. On a private topic
// tracking needs realtime.messages' write policy and receiving its read policy.
import { randomBytes } from 'node:crypto';
import type { Channel, RealtimeContext } from './channel';
import { encodeMessage, type Message, type Vsn } from './phoenix';

type Meta = Record<string, unknown> & { phx_ref: string };
type Presences = Record<string, { metas: Meta[] }>;

interface Tracked {
  key: string;
  meta: Meta;
  /** The payload as tracked, to skip a track that changes nothing. */
  json: string;
}

/** Realtime's per-channel limit on presence messages (5 per 30 seconds). */
const CLIENT_PRESENCE_CALLS = 5;
const CLIENT_PRESENCE_WINDOW_MS = 30_000;

const newRef = () => randomBytes(9).toString('base64url');

export class Presence {
  private readonly tracked = new Map<string, Map<Channel, Tracked>>();
  private readonly calls = new Map<Channel, { count: number; resetAt: number }>();

  constructor(private readonly ctx: RealtimeContext) {}

  /** Sends `channel` its topic's presence_state, when it may read presence. */
  sync(channel: Channel): void {
    if (!channel.readsPresence) return;
    const state: Presences = {};
    for (const { key, meta } of this.tracked.get(channel.key)?.values() ?? []) {
      (state[key] ??= { metas: [] }).metas.push(meta);
    }
    channel.push('presence_state', state);
  }

  /** A `presence` message (track or untrack) from a client. */
  async handle(channel: Channel, request: Message): Promise<void> {
    const body = request.payload as Record<string, unknown> | null;
    if (typeof body !== 'object' || body === null || typeof body.event !== 'string') {
      return channel.reply(request, 'ok');
    }
    if (!this.withinLimit(channel)) return channel.shutdown('Client presence rate limit exceeded');
    const event = body.event.toLowerCase();
    if (event === 'untrack') {
      this.untrack(channel);
      return channel.reply(request, 'ok');
    }
    if (event !== 'track') {
      this.ctx.log(`[realtime] UnknownPresenceEvent: ${event}`);
      return channel.reply(request, 'error');
    }
    if (!(await channel.mayWrite('presence'))) return channel.reply(request, 'error');
    const payload = body.payload ?? {};
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      return channel.reply(request, 'error', { reason: 'Presence track payload must be a map' });
    }
    this.track(channel, payload as Record<string, unknown>);
    return channel.reply(request, 'ok');
  }

  /** Removes what `channel` tracked (it left, closed or its socket went away). */
  leave(channel: Channel): void {
    this.untrack(channel);
    this.calls.delete(channel);
  }

  private withinLimit(channel: Channel): boolean {
    const now = Date.now();
    const window = this.calls.get(channel);
    if (!window || now > window.resetAt) {
      this.calls.set(channel, { count: 1, resetAt: now + CLIENT_PRESENCE_WINDOW_MS });
      return true;
    }
    window.count += 1;
    return window.count <= CLIENT_PRESENCE_CALLS;
  }

  private track(channel: Channel, payload: Record<string, unknown>): void {
    channel.presenceEnabled = true;
    const json = JSON.stringify(payload);
    const topic = this.tracked.get(channel.key) ?? new Map<Channel, Tracked>();
    this.tracked.set(channel.key, topic);
    const before = topic.get(channel);
    if (before?.json === json) return;
    const key = channel.options.presenceKey;
    const meta: Meta = before
      ? { ...payload, phx_ref: newRef(), phx_ref_prev: before.meta.phx_ref }
      : { ...payload, phx_ref: newRef() };
    topic.set(channel, { key, meta, json });
    this.diff(channel, { [key]: { metas: [meta] } }, before ? { [key]: { metas: [before.meta] } } : {});
  }

  private untrack(channel: Channel): void {
    const topic = this.tracked.get(channel.key);
    const before = topic?.get(channel);
    if (!topic || !before) return;
    topic.delete(channel);
    if (topic.size === 0) this.tracked.delete(channel.key);
    this.diff(channel, {}, { [before.key]: { metas: [before.meta] } });
  }

  private diff(from: Channel, joins: Presences, leaves: Presences): void {
    const frames = new Map<Vsn, string>();
    for (const channel of this.ctx.topics.get(from.key) ?? []) {
      if (!channel.readsPresence) continue;
      const { vsn } = channel.conn;
      let frame = frames.get(vsn);
      if (!frame) {
        frame = encodeMessage(vsn, {
          joinRef: null,
          ref: null,
          topic: channel.topic,
          event: 'presence_diff',
          payload: { joins, leaves },
        });
        frames.set(vsn, frame);
      }
      channel.conn.send(frame);
    }
  }
}
