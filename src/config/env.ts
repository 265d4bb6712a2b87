import { z } from 'zod';

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ message: 'VITE_SUPABASE_URL must be an http(s) URL' }),
  VITE_SUPABASE_ANON_KEY: z
    .string()
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'VITE_SUPABASE_ANON_KEY must be a JWT (three dot-separated parts)'),
});

export interface AppEnv {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export type EnvResult = { ok: true; env: AppEnv } | { ok: false; problems: string[] };

/** Validates the VITE_ variables (vite.config.ts fills gaps from .env.example). */
export function parseEnv(source: Record<string, unknown>): EnvResult {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    return { ok: false, problems: result.error.issues.map((issue) => issue.message) };
  }
  return {
    ok: true,
    env: {
      supabaseUrl: result.data.VITE_SUPABASE_URL.replace(/\/+$/, ''),
      supabaseAnonKey: result.data.VITE_SUPABASE_ANON_KEY,
    },
  };
}

export const envResult = parseEnv(import.meta.env);

/** The validated environment; main.tsx renders a configuration error screen before any caller can get here with a bad one. */
export function getEnv(): AppEnv {
  if (!envResult.ok) throw new Error(`Invalid configuration: ${envResult.problems.join('; ')}`);
  return envResult.env;
}
