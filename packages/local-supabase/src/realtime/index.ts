// Supabase Realtime for the local stack: /realtime/v1/websocket speaking Phoenix channels as
// supabase-js uses them, with postgres_changes, broadcast (from clients and from the
// database) and presence. socket.ts and phoenix.ts carry the frames, channel.ts joins and
// tokens, postgres-changes.ts, broadcast.ts and presence.ts one feature each.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { LocalDatabase } from '../database';
import { startDatabaseBroadcasts } from './broadcast';
import type { Channel, RealtimeContext } from './channel';
import { PostgresChanges } from './postgres-changes';
import { Presence } from './presence';
import { createSocketServer } from './socket';

export { WEBSOCKET_PATH } from './socket';

export interface Realtime {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket and stops listening to the database. */
  close(): Promise<void>;
}

export async function startRealtime(options: {
  db: LocalDatabase;
  jwtSecret: string;
  log: (line: string) => void;
}): Promise<Realtime> {
  const ctx = {
    ...options,
    topics: new Map<string, Set<Channel>>(),
  } as RealtimeContext;
  ctx.presence = new Presence(ctx);
  ctx.changes = new PostgresChanges(ctx);
  const stopChanges = await ctx.changes.start();
  const stopBroadcasts = await startDatabaseBroadcasts(ctx);
  const sockets = createSocketServer(ctx);
  return {
    handleUpgrade: (req, socket, head) => sockets.handleUpgrade(req, socket, head),
    close: async () => {
      sockets.close();
      await Promise.all([stopChanges(), stopBroadcasts()]);
    },
  };
}
