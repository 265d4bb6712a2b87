import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';

const key = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';

describe('parseEnv', () => {
  it('accepts an http(s) URL and a JWT-shaped key, dropping trailing slashes', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: key })).toEqual({
      ok: true,
      env: { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: key },
    });
  });

  it.each([
    [{}, 2],
    [{ VITE_SUPABASE_URL: 'ftp://example.com', VITE_SUPABASE_ANON_KEY: key }, 1],
    [{ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: key }, 1],
    [{ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'not-a-jwt' }, 1],
  ])('reports each problem in words: %j', (source, count) => {
    const result = parseEnv(source);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toHaveLength(count);
      for (const problem of result.problems) expect(problem).toMatch(/^VITE_SUPABASE_(URL|ANON_KEY) must be/);
    }
  });
});
