// A TCP proxy that charges the time a phone's link charges (bench:app): opening a connection
// costs a round trip (the handshake; TLS would add another), and every byte takes half a
// round trip each way, so a request and its answer cost a round trip, a CORS preflight one
// more, and requests queued behind HTTP/1.1's six connections wait as on the real link.
// Bandwidth and CPU stay Chromium's emulation. Order is kept: each direction is one queue.
import { connect, createServer, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/** Writes what `from` sends to `to`, each chunk no earlier than `deliverAt(arrival)`, in order. */
function delayed(from: Socket, to: Socket, deliverAt: (arrival: number) => number): void {
  const queue: { at: number; data: Buffer }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let ended = false;
  const drain = () => {
    timer = undefined;
    while (queue.length && queue[0]!.at <= performance.now()) to.write(queue.shift()!.data);
    if (queue.length) timer = setTimeout(drain, queue[0]!.at - performance.now());
    else if (ended) to.end();
  };
  from.on('data', (data: Buffer) => {
    // Never before the chunk queued ahead of it.
    const at = Math.max(deliverAt(performance.now()), queue.at(-1)?.at ?? 0);
    queue.push({ at, data });
    timer ??= setTimeout(drain, at - performance.now());
  });
  from.on('end', () => {
    ended = true;
    if (!queue.length && !timer) to.end();
  });
}

export interface LatencyProxy {
  /** http://127.0.0.1:<port>: the target, a round trip away. */
  url: string;
  close: () => Promise<void>;
}

/** A proxy on a free port of 127.0.0.1 to `target` (an http URL's host and port), `rttMs` away. */
export async function latencyProxy(target: string, rttMs: number): Promise<LatencyProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const opened = performance.now();
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    // The first bytes go once the handshake's round trip is over; then half a round trip up,
    // half a round trip down.
    delayed(client, upstream, (arrival) => Math.max(arrival, opened + rttMs) + rttMs / 2);
    delayed(upstream, client, (arrival) => arrival + rttMs / 2);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the latency proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
