// For test suites that run against the local stack (this package's own, and the project's
// integration and component tests): a stack per test file (in-memory PGlite, or a fresh
// database on the PostgreSQL server named by LOCAL_STACK_DATABASE_URL), and unmodified
// supabase-js clients pointed at it.
import { randomBytes, randomUUID } from 'node:crypto';
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createDatabase, dropDatabase } from './pg-server';
import { startLocalStack, type LocalStack, type LocalStackOptions } from './server';

export type TestClient = SupabaseClient;

export interface TestStack extends LocalStack {
  /** The PostgreSQL database this stack runs on (dropped by stop()), when the engine is postgres. */
  databaseUrl?: string;
}

/** The admin URL of a PostgreSQL server to run the suites against instead of PGlite (set by scripts/test-integration.ts). */
export const adminDatabaseUrl = (): string | undefined => process.env.LOCAL_STACK_DATABASE_URL || undefined;

/** Creates `test_<random>` on the admin server; drop() removes it (forcibly). */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const url = await createDatabase(adminUrl, name);
  return { url, drop: () => dropDatabase(adminUrl, name) };
}

/** bcrypt's lowest cost: suites make hundreds of accounts, and hashing is not what they test. */
export const TEST_HASH_COST = 4;

/**
 * Starts a quiet local stack on a free port: in-memory PGlite, or — when
 * LOCAL_STACK_DATABASE_URL is set and neither `db` nor `databaseUrl` is given —
 * a fresh database on that server, dropped again by stop(). Password hashes cost TEST_HASH_COST
 * unless `passwordHashCost` says otherwise. The reminder schedule is off: tests POST
 * /functions/v1/send-reminders themselves.
 */
export async function startStack(options: LocalStackOptions = {}): Promise<TestStack> {
  options = { passwordHashCost: TEST_HASH_COST, schedule: false, ...options };
  const admin = adminDatabaseUrl();
  if (admin && !options.db && !options.databaseUrl) {
    const database = await createTestDatabase(admin);
    let stack: LocalStack;
    try {
      stack = await startLocalStack({ port: 0, log: false, ...options, databaseUrl: database.url });
    } catch (error) {
      await database.drop();
      throw error;
    }
    let stopped: Promise<void> | undefined;
    return {
      ...stack,
      databaseUrl: database.url,
      stop: () =>
        (stopped ??= (async () => {
          await stack.stop();
          await database.drop();
        })()),
    };
  }
  return startLocalStack({ port: 0, db: 'memory', log: false, ...options });
}

/** A Storage-like map, so a client keeps its session the way a browser tab would. */
export function memoryStorage(): {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly items: Map<string, string>;
} {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** An unmodified supabase-js client with its own in-memory session storage and no background refresh. */
export function newClient(
  url: string,
  key: string,
  options: { storage?: ReturnType<typeof memoryStorage>; autoRefreshToken?: boolean } = {},
): TestClient {
  return createClient(url, key, {
    auth: {
      storage: options.storage ?? memoryStorage(),
      persistSession: true,
      autoRefreshToken: options.autoRefreshToken ?? false,
      detectSessionInUrl: false,
    },
    realtime: { transport: WebSocket as never },
  });
}

/** A client with the service-role key (bypasses RLS): for arranging data, never for what is under test. */
export const serviceClient = (stack: { url: string; serviceRoleKey: string }): TestClient =>
  newClient(stack.url, stack.serviceRoleKey);

/** A unique address, so suites never collide on the same stack. */
export const uniqueEmail = (prefix = 'user'): string => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export interface SignedUpUser {
  client: TestClient;
  user: User;
  session: Session;
  email: string;
  password: string;
}

/** Signs a new user up through supabase-js (autoconfirm: the client holds the session). */
export async function signUpUser(
  stack: { url: string; anonKey: string },
  options: { email?: string; password?: string; data?: Record<string, unknown>; prefix?: string } = {},
): Promise<SignedUpUser> {
  const client = newClient(stack.url, stack.anonKey);
  const email = options.email ?? uniqueEmail(options.prefix);
  const password = options.password ?? `pw-${randomUUID()}`;
  const { data, error } = await client.auth.signUp({ email, password, options: { data: options.data } });
  if (error) throw error;
  if (!data.user || !data.session) throw new Error('sign-up returned no session (is autoconfirm off?)');
  return { client, user: data.user, session: data.session, email, password };
}

/** Signs an existing user in on a fresh client. */
export async function signInUser(
  stack: { url: string; anonKey: string },
  email: string,
  password: string,
): Promise<{ client: TestClient; session: Session; user: User }> {
  const client = newClient(stack.url, stack.anonKey);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, session: data.session, user: data.user };
}

/** Storage sizes in tests. */
export const MB = 1024 * 1024;

/** How many rows storage.objects holds for this bucket and name (read as the superuser). */
export const rowCount = async (stack: TestStack, bucket: string, name: string): Promise<number> =>
  (
    await stack.db.transaction((q) =>
      q.query<{ n: number }>(
        'select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2',
        [bucket, name],
      ),
    )
  ).rows[0]!.n;
