// Broadcast: what a client sends on a channel reaches the topic's other channels (the sender's
// too with `self`; `ack` confirms it), and what the database sends (realtime.send,
// realtime.broadcast_changes) is read from realtime.messages once its transaction commits and
// reaches the channels of its topic, private or public as the message says. On a private
// topic, sending needs realtime.messages' write policy and receiving its read policy (checked
// when the channel joined), as on Realtime.
import { describeError } from '../errors';
import type { Channel, RealtimeContext } from './channel';
import { topicKey } from './channel';
import { encodeMessage, encodeUserBroadcast, type Incoming, type UserBroadcast, type Vsn } from './phoenix';

/** A JSON client's broadcast (sent on as the map it is), or a user broadcast (sent on as bytes). */
type Broadcast = { map: Record<string, unknown> } | { user: UserBroadcast };

function deliver(ctx: RealtimeContext, key: string, sender: Channel | null, broadcast: Broadcast): void {
  const frames = new Map<Vsn, string | Buffer | null>();
  for (const channel of ctx.topics.get(key) ?? []) {
    if ((channel === sender && !channel.options.selfBroadcast) || !channel.readsBroadcast) continue;
    const { vsn } = channel.conn;
    if (!frames.has(vsn)) {
      frames.set(
        vsn,
        'map' in broadcast
          ? encodeMessage(vsn, {
              joinRef: null,
              ref: null,
              topic: channel.topic,
              event: 'broadcast',
              payload: broadcast.map,
            })
          : encodeUserBroadcast(vsn, channel.topic, broadcast.user),
      );
    }
    const frame = frames.get(vsn);
    if (frame) channel.conn.send(frame);
  }
}

function isJson(bytes: Buffer): boolean {
  try {
    JSON.parse(bytes.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

/** A `broadcast` message from a client on `channel`. */
export async function broadcastFromClient(channel: Channel, message: Incoming): Promise<void> {
  const { ctx } = channel;
  let broadcast: Broadcast;
  if (message.userBroadcast) {
    if (message.userBroadcast.encoding === 'json' && !isJson(message.userBroadcast.payload)) {
      ctx.log(`[realtime] MalformedWebSocketMessage: broadcast payload on ${channel.subTopic} is not JSON`);
      return;
    }
    // Realtime passes no client metadata on.
    broadcast = { user: { ...message.userBroadcast, meta: undefined } };
  } else if (
    typeof message.payload === 'object' &&
    message.payload !== null &&
    !Array.isArray(message.payload)
  ) {
    broadcast = { map: message.payload as Record<string, unknown> };
  } else {
    return;
  }
  if (!(await channel.mayWrite('broadcast'))) return; // dropped, unacknowledged, as on Realtime
  deliver(ctx, channel.key, channel, broadcast);
  if (channel.options.ackBroadcast) channel.reply(message, 'ok');
}

interface StoredMessage {
  id: string;
  topic: string;
  event: string | null;
  payload: string | null;
  private: boolean | null;
}

/** Delivers each message the database broadcasts; resolves to a function that stops. */
export async function startDatabaseBroadcasts(ctx: RealtimeContext): Promise<() => Promise<void>> {
  const waiting: string[] = [];
  let running: Promise<void> | undefined;
  const deliverWaiting = async () => {
    while (waiting.length > 0) {
      const ids = waiting.splice(0, 500);
      const { rows } = await ctx.db.transaction((q) =>
        q.query<StoredMessage>(
          `select m.id::text, m.topic, m.event, m.payload::text as payload, m.private
           from jsonb_array_elements_text($1::jsonb) with ordinality as wanted (id, position)
           join realtime.messages m on m.id = wanted.id::uuid
           order by wanted.position`,
          [JSON.stringify(ids)],
        ),
      );
      for (const row of rows) {
        if (row.event === null || row.payload === null) continue;
        deliver(ctx, topicKey(row.private === true, row.topic), null, {
          user: {
            event: row.event,
            encoding: 'json',
            payload: Buffer.from(row.payload),
            meta: { id: row.id },
          },
        });
      }
    }
  };
  const kick = () => {
    running ??= deliverWaiting()
      .catch((error: unknown) =>
        ctx.log(`[realtime] broadcast from the database failed: ${describeError(error)}`),
      )
      .finally(() => {
        running = undefined;
        if (waiting.length > 0) kick();
      });
  };
  return ctx.db.listen('_realtime_messages', (id) => {
    waiting.push(id);
    kick();
  });
}
