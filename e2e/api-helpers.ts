// Arranging data for a test through the same API the app uses (GoTrue + PostgREST),
// signed in as the test's own user: fast, and RLS still applies.
import { expect } from '@playwright/test';
import { passwordSession, type TestAccount } from './auth-helpers';

const api = () => process.env.E2E_SUPABASE_URL!;
const anonKey = () => process.env.E2E_ANON_KEY!;

export interface ApiUser {
  accessToken: string;
  userId: string;
  /** A PostgREST request as this user; fails the test on an error answer. */
  rest<T = unknown>(path: string, init?: { method?: string; body?: unknown; prefer?: string }): Promise<T>;
}

export async function apiUser(account: Pick<TestAccount, 'email' | 'password'>): Promise<ApiUser> {
  const session = await passwordSession(account);
  return {
    accessToken: session.access_token,
    userId: session.user.id,
    async rest<T>(path: string, init: { method?: string; body?: unknown; prefer?: string } = {}) {
      const reply = await fetch(`${api()}/rest/v1/${path}`, {
        method: init.method ?? 'GET',
        headers: {
          apikey: anonKey(),
          authorization: `Bearer ${session.access_token}`,
          'content-type': 'application/json',
          prefer: init.prefer ?? 'return=representation',
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await reply.text();
      expect(reply.ok, text).toBe(true);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}

export interface TenderSeed {
  reference_number: string;
  title: string;
  client: string;
  status?: string;
  tender_submission_date?: string | null;
  inquiry_submission_date?: string | null;
  description?: string;
  estimated_value?: number;
  created_at?: string;
}

/** Inserts tenders for the user in one request; returns them with their ids. */
export async function insertTenders(user: ApiUser, tenders: TenderSeed[]) {
  return user.rest<({ id: string } & TenderSeed)[]>('tenders', {
    method: 'POST',
    body: tenders,
    prefer: 'return=representation,missing=default',
  });
}

/** 'YYYY-MM-DD', `days` from today in the browser's (and this machine's) local time. */
export function localDate(days = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
