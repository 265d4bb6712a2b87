// supabase/config.toml is what a project is deployed with: it holds production values only, and
// whatever the test suites need beyond them lives in the test runner's environment
// (docs/security-checks.md G9).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { supabaseDir } from '@tenderflow/local-supabase';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

interface Config {
  auth: { rate_limit: { sign_in_sign_ups: number } };
  functions: Record<string, { verify_jwt: boolean }>;
}
const config = parse(readFileSync(join(supabaseDir, 'config.toml'), 'utf8')) as unknown as Config;

describe('supabase/config.toml', () => {
  it('G9: keeps Supabase’s sign-in limit per IP; the test runner raises it in its own environment', () => {
    expect(config.auth.rate_limit.sign_in_sign_ups).toBeLessThanOrEqual(30);
    expect(process.env.SUPABASE_LOCAL_AUTH_IP_RATE_LIMIT).toBe('1000');
  });

  it('lets only the functions whose callers hold no JWT skip the gateway’s check', () => {
    const open = Object.entries(config.functions).filter(([, settings]) => !settings.verify_jwt);
    expect(open.map(([name]) => name).sort()).toEqual(['calendar-feed', 'unsubscribe']);
  });
});
