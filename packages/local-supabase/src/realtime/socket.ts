// The Realtime socket. An upgrade of /realtime/v1/websocket is accepted when its apikey
// passes Realtime's connect check (else 401 and Realtime's message). Each socket's frames are
// handled one at a time, in order, as Phoenix's socket process does: heartbeats answered,
// joins and leaves, messages routed to their channel. A frame no serializer can read is
// logged and ignored; a message for a topic the socket has not joined answers "unmatched
// topic"; a channel whose handler fails gets phx_error, which makes the client rejoin.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { describeError } from '../errors';
import { broadcastFromClient } from './broadcast';
import { joinChannel, verifyToken, type Channel, type RealtimeContext } from './channel';
import {
  decodeFrame,
  encodeMessage,
  encodeReply,
  MalformedFrame,
  VSNS,
  type Incoming,
  type Message,
  type Vsn,
} from './phoenix';

export const WEBSOCKET_PATH = '/realtime/v1/websocket';
/** Phoenix closes a socket that has sent nothing (not even a heartbeat) for a minute. */
const IDLE_TIMEOUT_MS = 60_000;
/** Larger frames close the socket (1009). */
const MAX_FRAME_BYTES = 8 * 1024 * 1024;

const toBuffer = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

export class Connection {
  readonly channels = new Map<string, Channel>();
  closed = false;
  private queue: Promise<void> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ctx: RealtimeContext,
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The apikey the socket connected with: the token of joins that bring none. */
    readonly token: string,
  ) {
    ws.on('message', (data, isBinary) => this.receive(toBuffer(data), isBinary));
    ws.on('close', () => this.end());
    ws.on('error', (error) => {
      ctx.log(`[realtime] socket error: ${describeError(error)}`);
      this.end();
    });
    this.touch();
  }

  send(frame: string | Buffer): void {
    if (!this.closed && this.ws.readyState === WebSocket.OPEN)
      this.ws.send(frame, { binary: typeof frame !== 'string' });
  }

  reply(
    request: Pick<Message, 'joinRef' | 'ref' | 'topic'>,
    status: 'ok' | 'error',
    response: unknown = {},
  ): void {
    this.send(encodeReply(this.vsn, request, status, response));
  }

  /** Closes the socket (the stack is stopping). */
  terminate(): void {
    this.ws.terminate();
    this.end();
  }

  private touch(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.ws.close(1000, 'idle'), IDLE_TIMEOUT_MS);
    this.idleTimer.unref();
  }

  private receive(data: Buffer, isBinary: boolean): void {
    this.touch();
    this.queue = this.queue
      .then(() => this.handle(data, isBinary))
      .catch((error: unknown) => this.ctx.log(`[realtime] ${describeError(error)}`));
  }

  private async handle(data: Buffer, isBinary: boolean): Promise<void> {
    if (this.closed) return;
    let message: Incoming;
    try {
      message = decodeFrame(this.vsn, data, isBinary);
    } catch (error) {
      if (!(error instanceof MalformedFrame)) throw error;
      this.ctx.log(`[realtime] MalformedWebSocketMessage: ${error.message}`);
      return;
    }
    if (message.topic === 'phoenix' && message.event === 'heartbeat') return this.reply(message, 'ok');
    if (message.event === 'phx_join' && message.topic.startsWith('realtime:')) return this.join(message);
    const channel = this.channels.get(message.topic);
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef)) {
      return this.reply(message, 'error', { reason: 'unmatched topic' });
    }
    try {
      await this.dispatch(channel, message);
    } catch (error) {
      this.ctx.log(`[realtime] ${message.event} on ${channel.subTopic} failed: ${describeError(error)}`);
      channel.close(false);
      const { joinRef, topic } = channel;
      this.send(encodeMessage(this.vsn, { joinRef, ref: joinRef, topic, event: 'phx_error', payload: {} }));
    }
  }

  private async dispatch(channel: Channel, message: Incoming): Promise<void> {
    const payload = message.payload as Record<string, unknown> | undefined;
    switch (message.event) {
      case 'phx_leave':
        this.reply(message, 'ok');
        return channel.close(true);
      case 'access_token':
        return channel.refreshToken(payload?.access_token);
      case 'broadcast':
        return broadcastFromClient(channel, message);
      case 'presence':
        return this.ctx.presence.handle(channel, message);
      default:
        // Realtime ignores other events from clients.
        return;
    }
  }

  private async join(request: Message): Promise<void> {
    // A second join of a topic replaces the first, as Phoenix does.
    this.channels.get(request.topic)?.close(true);
    try {
      await joinChannel(this.ctx, this, request);
    } catch (error) {
      this.ctx.log(`[realtime] join ${request.topic} failed: ${describeError(error)}`);
      this.reply(request, 'error', { reason: 'UnknownErrorOnChannel: see the local stack log' });
    }
  }

  private end(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const channel of [...this.channels.values()]) channel.close(false);
  }
}

function refuseUpgrade(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export interface SocketServer {
  /** Takes an HTTP upgrade of WEBSOCKET_PATH (anything else: 404). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket. */
  close(): void;
}

export function createSocketServer(ctx: RealtimeContext): SocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<Connection>();
  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== WEBSOCKET_PATH) return refuseUpgrade(socket, 404, 'Not Found', 'Not found');
      const vsn = url.searchParams.get('vsn') ?? '1.0.0';
      if (!VSNS.includes(vsn as Vsn)) {
        return refuseUpgrade(
          socket,
          403,
          'Forbidden',
          `The client's requested transport version "${vsn}" cannot be matched`,
        );
      }
      const header = req.headers['x-api-key'];
      const apikey = typeof header === 'string' ? header : url.searchParams.get('apikey');
      if (!apikey) return refuseUpgrade(socket, 401, 'Unauthorized', 'API key is missing');
      const checked = verifyToken(apikey, ctx.jwtSecret);
      if (!('claims' in checked)) {
        ctx.log(`[realtime] connection refused: ${checked.connectMessage}`);
        return refuseUpgrade(socket, 401, 'Unauthorized', checked.connectMessage);
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connection = new Connection(ctx, ws, vsn as Vsn, apikey);
        connections.add(connection);
        ws.on('close', () => connections.delete(connection));
      });
    },
    close() {
      for (const connection of connections) connection.terminate();
      connections.clear();
      wss.close();
    },
  };
}
