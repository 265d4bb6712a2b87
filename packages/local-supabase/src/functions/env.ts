// The env a stack gives its Edge Functions: what the Supabase CLI's edge runtime sets
// (SUPABASE_URL, the keys, SUPABASE_DB_URL when known), the dev mail transport (the stack's
// Resend endpoint), then `<functionsDir>/.env`, then the stack's `functionsEnv` option.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FunctionEnv } from './deno';

export const DEV_RESEND_API_KEY = 'local-dev';
export const DEV_REMINDERS_FROM = 'TenderFlow <reminders@tenderflow.local>';

/** KEY=value lines (`export`, quotes and `#` comments allowed), as the CLI's --env-file reads them. */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][\w.]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const raw = match[2]!;
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    values[match[1]!] = quoted ? quoted[2]! : raw.replace(/\s+#.*$/, '');
  }
  return values;
}

export interface FunctionEnvSource {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  databaseUrl?: string;
  functionsDir: string;
  extra?: Record<string, string>;
  log: (line: string) => void;
}

export function buildFunctionEnv(source: FunctionEnvSource): FunctionEnv {
  const env: FunctionEnv = new Map([
    ['SUPABASE_URL', source.url],
    ['SUPABASE_ANON_KEY', source.anonKey],
    ['SUPABASE_SERVICE_ROLE_KEY', source.serviceRoleKey],
    ['SITE_URL', source.siteUrl.replace(/\/+$/, '')],
    ['RESEND_API_URL', `${source.url}/__dev/resend`],
    ['RESEND_API_KEY', DEV_RESEND_API_KEY],
    ['REMINDERS_FROM', DEV_REMINDERS_FROM],
    ['SUPABASE_LOCAL_STACK', '1'],
  ]);
  if (source.databaseUrl) env.set('SUPABASE_DB_URL', source.databaseUrl);
  const file = join(source.functionsDir, '.env');
  if (existsSync(file)) {
    for (const [key, value] of Object.entries(parseEnvFile(readFileSync(file, 'utf8')))) {
      // The CLI refuses these names in an env file: the runtime sets them.
      if (key.startsWith('SUPABASE_'))
        source.log(`[functions] ${file}: ${key} starts with SUPABASE_, skipped`);
      else env.set(key, value);
    }
  }
  for (const [key, value] of Object.entries(source.extra ?? {})) env.set(key, value);
  return env;
}
