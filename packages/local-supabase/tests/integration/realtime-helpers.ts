// What the Realtime suites share: subscribing a supabase-js channel and waiting for what it
// receives, a raw WebSocket speaking Phoenix frames (for what supabase-js never sends), and
// a small table with column privileges and RLS, in the supabase_realtime publication.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { vi } from 'vitest';
import WebSocket from 'ws';
import type { TestStack } from '../../src/testing';

/** Resolves when the channel is SUBSCRIBED; rejects with the reason it was refused or closed. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else reject(error ?? new Error(status));
    });
  });
}

/** Resolves with the reason of the first refusal (CHANNEL_ERROR) of a join. */
export function refused(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'CHANNEL_ERROR') resolve(error?.message ?? '');
      else if (status === 'SUBSCRIBED') reject(new Error('the join was accepted'));
    });
  });
}

/** Waits (up to 10 s) until `check` passes. */
export const eventually = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

type Reply = { status: string; response: Record<string, unknown> };

export const ISO_UTC_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A Phoenix socket without supabase-js: frames as sent and received (binary ones as Buffers). */
export class RawSocket {
  readonly received: unknown[] = [];
  private ref = 0;

  private readonly replies = new Map<string, Reply>();
  private readonly waiting = new Map<string, (reply: Reply) => void>();

  private constructor(
    private readonly ws: WebSocket,
    readonly vsn: '1.0.0' | '2.0.0',
  ) {
    ws.on('message', (data, isBinary) => {
      const bytes = data as Buffer;
      const frame: unknown = isBinary ? bytes : JSON.parse(bytes.toString('utf8'));
      this.received.push(frame);
      if (Array.isArray(frame) && frame[3] === 'phx_reply' && typeof frame[1] === 'string') {
        this.replies.set(frame[1], frame[4] as Reply);
        this.waiting.get(frame[1])?.(frame[4] as Reply);
      }
    });
  }

  static open(
    stack: TestStack,
    vsn: '1.0.0' | '2.0.0' = '2.0.0',
    apikey = stack.anonKey,
  ): Promise<RawSocket> {
    const url = `${stack.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=${vsn}`;
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws, vsn)));
      ws.once('error', reject);
    });
  }

  /** The upgrade's refusal: its status and JSON body. */
  static refusal(stack: TestStack, query: string): Promise<{ status: number; body: unknown }> {
    const ws = new WebSocket(`${stack.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
    return new Promise((resolve, reject) => {
      ws.once('open', () => reject(new Error('the upgrade was accepted')));
      ws.once('error', () => undefined);
      ws.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) as unknown }));
      });
    });
  }

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  sendRaw(frame: string | Buffer): void {
    this.ws.send(frame);
  }

  /** Sends [join_ref, ref, topic, event, payload]; returns the ref. */
  push(topic: string, event: string, payload: unknown, joinRef: string | null = null): string {
    const ref = String(++this.ref);
    this.ws.send(JSON.stringify([joinRef, ref, topic, event, payload]));
    return ref;
  }

  /** The phx_reply to `ref` (vsn 2.0.0 frames), within `timeoutMs`. */
  reply(ref: string, timeoutMs = 10_000): Promise<Reply> {
    const known = this.replies.get(ref);
    if (known) return Promise.resolve(known);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply to ${ref}`)), timeoutMs);
      this.waiting.set(ref, (reply) => {
        clearTimeout(timer);
        this.waiting.delete(ref);
        resolve(reply);
      });
    });
  }

  /** Frames (vsn 2.0.0, text) for `topic` and `event`. */
  frames(topic: string, event: string): unknown[][] {
    return this.received.filter((f) => Array.isArray(f) && f[2] === topic && f[3] === event) as unknown[][];
  }

  close(): void {
    this.ws.terminate();
  }
}

/**
 * public.rt_notes: each user reads their own notes, `secret` is readable by nobody but the
 * owner of the table, and it is in supabase_realtime.
 */
export const NOTES_SQL = `
  create table public.rt_notes (
    id bigint generated always as identity primary key,
    owner uuid not null default auth.uid(),
    body text not null,
    secret text
  );
  alter table public.rt_notes enable row level security;
  revoke all on public.rt_notes from anon, authenticated;
  grant select (id, owner, body), insert (body, secret), update (body), delete on public.rt_notes to authenticated;
  create policy rt_notes_own on public.rt_notes for all to authenticated
    using (owner = (select auth.uid())) with check (owner = (select auth.uid()));
  alter publication supabase_realtime add table public.rt_notes;
`;
