// Phoenix channel frames as Realtime's serializers read and write them. vsn 1.0.0: one JSON
// object per message ({topic, event, payload, ref}). vsn 2.0.0 (supabase-js's default): a
// JSON array [join_ref, ref, topic, event, payload], plus Realtime's two binary frames for
// broadcasts: the user broadcast a client pushes (kind 3) and the one the server sends
// (kind 4), whose payload travels as raw bytes (JSON text or binary) after a small header.

export type Vsn = '1.0.0' | '2.0.0';
export const VSNS: readonly Vsn[] = ['1.0.0', '2.0.0'];

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A broadcast whose payload is bytes: JSON text, or binary data the server never reads. */
export interface UserBroadcast {
  event: string;
  encoding: 'json' | 'binary';
  payload: Buffer;
  meta?: Record<string, unknown>;
}

/** What a client sent: a message, or (event `broadcast`) a user broadcast push. */
export type Incoming = Message & { userBroadcast?: UserBroadcast };

/** A frame no serializer can read: Realtime logs it and ignores it. */
export class MalformedFrame extends Error {}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const JSON_ENCODING = 1;

const refOf = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : String(value);

function message(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): Message {
  if (typeof topic !== 'string' || typeof event !== 'string') {
    throw new MalformedFrame('expected a string topic and event');
  }
  return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload };
}

function decodeText(vsn: Vsn, text: string): Incoming {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new MalformedFrame(`invalid JSON: ${(error as Error).message}`);
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) throw new MalformedFrame('expected V2 array');
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    return message(joinRef, ref, topic, event, payload);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new MalformedFrame('V1 JSON serializer expected a map');
  }
  const { join_ref, ref, topic, event, payload } = parsed as Record<string, unknown>;
  return message(join_ref, ref, topic, event, payload);
}

/** Kind 3: kind, five lengths and the encoding (one byte each), then the fields and the payload. */
function decodeUserBroadcastPush(bytes: Buffer): Incoming {
  const HEADER = 7;
  if (bytes.length < HEADER || bytes[0] !== USER_BROADCAST_PUSH)
    throw new MalformedFrame('unknown binary frame');
  const sizes = [bytes[1]!, bytes[2]!, bytes[3]!, bytes[4]!, bytes[5]!];
  const fields: string[] = [];
  let at = HEADER;
  for (const size of sizes) {
    if (at + size > bytes.length) throw new MalformedFrame('binary frame shorter than its header says');
    fields.push(bytes.subarray(at, at + size).toString('utf8'));
    at += size;
  }
  const [joinRef, ref, topic, event, metadata] = fields as [string, string, string, string, string];
  let meta: Record<string, unknown> | undefined;
  if (metadata) {
    try {
      meta = JSON.parse(metadata) as Record<string, unknown>;
    } catch {
      throw new MalformedFrame('invalid metadata in binary frame');
    }
  }
  const userBroadcast: UserBroadcast = {
    event,
    encoding: bytes[6] === JSON_ENCODING ? 'json' : 'binary',
    payload: bytes.subarray(at),
    ...(meta ? { meta } : {}),
  };
  return { ...message(joinRef || null, ref || null, topic, 'broadcast', undefined), userBroadcast };
}

export function decodeFrame(vsn: Vsn, data: Buffer, isBinary: boolean): Incoming {
  if (!isBinary) return decodeText(vsn, data.toString('utf8'));
  if (vsn !== '2.0.0') throw new MalformedFrame('binary frames need vsn 2.0.0');
  return decodeUserBroadcastPush(data);
}

export function encodeMessage(vsn: Vsn, { joinRef, ref, topic, event, payload }: Message): string {
  return vsn === '2.0.0'
    ? JSON.stringify([joinRef, ref, topic, event, payload])
    : JSON.stringify({ topic, event, payload, ref });
}

/** A message whose payload is JSON text already (a change fanned out to many sockets). */
export function encodeRawMessage(vsn: Vsn, topic: string, event: string, payloadJson: string): string {
  return vsn === '2.0.0'
    ? `[null,null,${JSON.stringify(topic)},${JSON.stringify(event)},${payloadJson}]`
    : `{"topic":${JSON.stringify(topic)},"event":${JSON.stringify(event)},"payload":${payloadJson},"ref":null}`;
}

export function encodeReply(
  vsn: Vsn,
  request: Pick<Message, 'joinRef' | 'ref' | 'topic'>,
  status: 'ok' | 'error',
  response: unknown = {},
): string {
  return encodeMessage(vsn, { ...request, event: 'phx_reply', payload: { status, response } });
}

/**
 * A user broadcast for a socket: kind 4 for vsn 2.0.0; for vsn 1.0.0 the JSON broadcast
 * Realtime converts it to, or null when its payload is binary (vsn 1.0.0 cannot carry it).
 */
export function encodeUserBroadcast(
  vsn: Vsn,
  topic: string,
  broadcast: UserBroadcast,
): string | Buffer | null {
  const metadata = broadcast.meta ? JSON.stringify(broadcast.meta) : '';
  if (vsn === '1.0.0') {
    if (broadcast.encoding !== 'json') return null;
    const meta = metadata ? `,"meta":${metadata}` : '';
    const payload = `{"event":${JSON.stringify(broadcast.event)},"payload":${broadcast.payload.toString('utf8')},"type":"broadcast"${meta}}`;
    return encodeRawMessage(vsn, topic, 'broadcast', payload);
  }
  const parts = [topic, broadcast.event, metadata].map((s) => Buffer.from(s, 'utf8'));
  if (parts.some((p) => p.length > 255)) return null;
  const header = Buffer.from([
    USER_BROADCAST,
    ...parts.map((p) => p.length),
    broadcast.encoding === 'json' ? JSON_ENCODING : 0,
  ]);
  return Buffer.concat([header, ...parts, broadcast.payload]);
}
