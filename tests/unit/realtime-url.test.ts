import { describe, expect, it } from 'vitest';
import { realtimeUrl } from '@/lib/realtime-url';

describe('realtimeUrl', () => {
  it('opens Realtime beside the API', () => {
    expect(realtimeUrl('https://abc.supabase.co', { VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toBe(
      'wss://abc.supabase.co/realtime/v1',
    );
    expect(realtimeUrl('http://127.0.0.1:54321', { VITE_SUPABASE_URL: 'http://127.0.0.1:54321' })).toBe(
      'ws://127.0.0.1:54321/realtime/v1',
    );
  });

  it("with the API on the app's origin, on the project (hosts forward no WebSockets)", () => {
    const source = { VITE_SUPABASE_URL: '/', VITE_SUPABASE_PROJECT_URL: 'https://abc.supabase.co/' };
    expect(realtimeUrl('https://tenders.example', source)).toBe('wss://abc.supabase.co/realtime/v1');
    expect(realtimeUrl('https://tenders.example', { VITE_SUPABASE_URL: '/' })).toBe(
      'wss://tenders.example/realtime/v1',
    );
  });
});
