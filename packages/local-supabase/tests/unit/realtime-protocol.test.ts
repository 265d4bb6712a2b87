// Realtime's wire formats as the local stack reads and writes them, checked against the
// serializer supabase-js itself uses (vsn 2.0.0), and Realtime's postgres_changes filters.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decodeFrame, encodeReply, encodeUserBroadcast, MalformedFrame } from '../../src/realtime/phoenix';
import { parseFilter, parseSubscription } from '../../src/realtime/postgres-changes';

const client = createClient('http://127.0.0.1:1', 'key', { realtime: { transport: WebSocket as never } });
const serializer = client.realtime.serializer;

const encodedByClient = (msg: {
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  ref?: string;
  join_ref?: string;
}) => new Promise<string | ArrayBuffer>((resolve) => serializer.encode(msg, resolve));
const decodedByClient = (raw: string | Buffer) =>
  new Promise<Record<string, unknown>>((resolve) => {
    const data =
      typeof raw === 'string' ? raw : raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength);
    serializer.decode(data as ArrayBuffer, resolve);
  });

describe('frames', () => {
  it('reads the JSON frames of both serializers', () => {
    expect(decodeFrame('2.0.0', Buffer.from('["1","2","realtime:room","phx_join",{"a":1}]'), false)).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { a: 1 },
    });
    expect(
      decodeFrame(
        '1.0.0',
        Buffer.from('{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"3"}'),
        false,
      ),
    ).toEqual({
      joinRef: null,
      ref: '3',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
  });

  it('refuses what neither serializer can read', () => {
    for (const [vsn, text] of [
      ['2.0.0', 'nope'],
      ['2.0.0', '{"topic":"x"}'],
      ['2.0.0', '[null,null,1,"e",{}]'],
      ['1.0.0', '["1","2","t","e",{}]'],
    ] as const) {
      expect(() => decodeFrame(vsn, Buffer.from(text), false)).toThrow(MalformedFrame);
    }
    expect(() => decodeFrame('2.0.0', Buffer.from([4, 0, 0, 0, 1]), true)).toThrow(MalformedFrame);
    expect(() => decodeFrame('1.0.0', Buffer.from([3, 0, 0, 0, 0, 0, 1]), true)).toThrow(MalformedFrame);
  });

  it('reads the user broadcast supabase-js pushes (kind 3), JSON or binary', async () => {
    const json = await encodedByClient({
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'hi', payload: { n: 1 } },
      ref: '5',
      join_ref: '4',
    });
    const decoded = decodeFrame('2.0.0', Buffer.from(json as ArrayBuffer), true);
    expect(decoded).toMatchObject({ joinRef: '4', ref: '5', topic: 'realtime:room', event: 'broadcast' });
    expect(decoded.userBroadcast).toMatchObject({ event: 'hi', encoding: 'json' });
    expect(JSON.parse(decoded.userBroadcast!.payload.toString())).toEqual({ n: 1 });

    const bytes = new Uint8Array([1, 2, 3]).buffer;
    const binary = await encodedByClient({
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'raw', payload: bytes },
      ref: '6',
      join_ref: '4',
    });
    expect(decodeFrame('2.0.0', Buffer.from(binary as ArrayBuffer), true).userBroadcast).toMatchObject({
      event: 'raw',
      encoding: 'binary',
      payload: Buffer.from([1, 2, 3]),
    });
  });

  it('writes user broadcasts supabase-js reads (kind 4), and vsn 1.0.0 JSON', async () => {
    const broadcast = {
      event: 'INSERT',
      encoding: 'json' as const,
      payload: Buffer.from('{"a":"é"}'),
      meta: { id: 'm1' },
    };
    expect(await decodedByClient(encodeUserBroadcast('2.0.0', 'realtime:wörk', broadcast) as Buffer)).toEqual(
      {
        join_ref: null,
        ref: null,
        topic: 'realtime:wörk',
        event: 'broadcast',
        payload: { type: 'broadcast', event: 'INSERT', payload: { a: 'é' }, meta: { id: 'm1' } },
      },
    );
    expect(JSON.parse(encodeUserBroadcast('1.0.0', 'realtime:w', broadcast) as string)).toEqual({
      topic: 'realtime:w',
      event: 'broadcast',
      payload: { event: 'INSERT', payload: { a: 'é' }, type: 'broadcast', meta: { id: 'm1' } },
      ref: null,
    });
    expect(encodeUserBroadcast('1.0.0', 'realtime:w', { ...broadcast, encoding: 'binary' })).toBeNull();
  });

  it('writes replies in each serializer’s shape', () => {
    const request = { joinRef: '1', ref: '2', topic: 'realtime:room' };
    expect(JSON.parse(encodeReply('2.0.0', request, 'ok', { postgres_changes: [] }))).toEqual([
      '1',
      '2',
      'realtime:room',
      'phx_reply',
      { status: 'ok', response: { postgres_changes: [] } },
    ]);
    expect(JSON.parse(encodeReply('1.0.0', request, 'error', { reason: 'x' }))).toEqual({
      topic: 'realtime:room',
      event: 'phx_reply',
      payload: { status: 'error', response: { reason: 'x' } },
      ref: '2',
    });
  });
});

describe('postgres_changes filters', () => {
  it('reads operators, negation, AND, quoting and in lists', () => {
    expect(parseFilter('')).toEqual([]);
    expect(parseFilter('id=eq.5')).toEqual([{ column: 'id', op: 'eq', value: '5', negate: false }]);
    expect(parseFilter('id=gt.0, id=lt.100')).toEqual([
      { column: 'id', op: 'gt', value: '0', negate: false },
      { column: 'id', op: 'lt', value: '100', negate: false },
    ]);
    expect(parseFilter('name=eq."a,b"')).toEqual([{ column: 'name', op: 'eq', value: 'a,b', negate: false }]);
    expect(parseFilter('status=not.in.(draft,"a,b")')).toEqual([
      { column: 'status', op: 'in', value: '{draft,"a,b"}', negate: true },
    ]);
    expect(parseFilter('title=like.%x%')).toEqual([
      { column: 'title', op: 'like', value: '%x%', negate: false },
    ]);
  });

  it('gives Realtime’s reasons for what it cannot read', () => {
    expect(() => parseFilter('undefined')).toThrow('["undefined"]');
    expect(() => parseFilter('subject=foo.hey')).toThrow('["foo","hey"]');
    expect(() => parseFilter('id=eq.1,,id=eq.2')).toThrow('filter must not contain empty segments');
    expect(() => parseFilter('id=in.1,2')).toThrow('`in` filter value must be wrapped by parentheses');
  });

  it('reads subscription params as Realtime does', () => {
    expect(
      parseSubscription({ event: 'insert', schema: 'public', table: 'tenders', filter: 'id=eq.1' }),
    ).toEqual({
      action: 'INSERT',
      schema: 'public',
      table: 'tenders',
      filters: [{ column: 'id', op: 'eq', value: '1', negate: false }],
      select: null,
    });
    expect(parseSubscription({ event: '*', schema: 'public' })).toMatchObject({ action: '*', table: '*' });
    expect(parseSubscription({ table: 'tenders', select: ['title'] })).toMatchObject({
      schema: 'public',
      select: ['title'],
    });
    expect(() => parseSubscription({ event: '*' })).toThrow(/^No subscription params provided/);
    expect(() => parseSubscription({ schema: 'public', select: ['x'] })).toThrow(/wildcard subscriptions/);
    expect(() => parseSubscription({ schema: 'public', table: 't', filter: 'x' })).toThrow(
      'Error parsing `filter` params: ["x"]',
    );
  });
});
