// POST /signup: a session at once (autoconfirm), or a bare User and a confirmation mail.
// With confirmations on, an address that already has an account gets the same answer as a
// new one (GoTrue's obfuscated user) in the same time, so sign-up does not reveal who has
// an account: no mail for a confirmed account, the confirmation again for an unconfirmed
// one. With autoconfirm, GoTrue (and the app's sign-up form) answer 422 user_already_exists.
import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { HttpResponse } from '../types';
import type { AuthContext, AuthRequest } from './context';
import { sendEmailToken } from './email-links';
import { AuthError } from './errors';
import { issueSession } from './sessions';
import { insertUser, loadUser, loadUserJson, obfuscatedUserJson } from './users';
import {
  checkPassword,
  metadataOf,
  normalizeEmail,
  parseBody,
  stringField,
  validateEmail,
} from './validation';

const userAlreadyExists = (): AuthError =>
  new AuthError(422, 'user_already_exists', 'User already registered');

const ROLLED_BACK = Symbol('rolled back');

/**
 * Sign-up of a taken address while confirmations are on: the confirmation again if still
 * unconfirmed, and a decoy User. A confirmed account gets no mail, so the new user's
 * database work (auth.users and the project's triggers on it) is done for a throwaway
 * address and rolled back: both answers take the same database time too.
 */
async function answerTaken(
  ctx: AuthContext,
  email: string,
  hash: string,
  data: Record<string, unknown>,
  redirectTo: string | null,
): Promise<HttpResponse> {
  await ctx.db
    .transaction(async (q) => {
      const user = await loadUser(q, 'email', email);
      if (user && !user.email_confirmed_at) {
        await sendEmailToken(ctx, q, { id: user.id, email }, 'signup', redirectTo);
        return;
      }
      await insertUser(q, { email: `decoy-${randomUUID()}@decoy.invalid`, hash, data, confirmed: false });
      throw ROLLED_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
  return { status: 200, body: obfuscatedUserJson(email, data) };
}

/** POST /signup without an email or phone: an anonymous user and its session. */
async function signupAnonymously(
  ctx: AuthContext,
  req: AuthRequest,
  body: Record<string, unknown>,
): Promise<HttpResponse> {
  if (!ctx.config.enableAnonymousSignIns) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  ctx.limitIp(req, 'sign_in');
  const data = metadataOf(body.data) ?? {};
  try {
    const session = await ctx.db.transaction(async (q) => {
      const id = await insertUser(q, { email: null, hash: null, data, confirmed: false, anonymous: true });
      return issueSession(ctx, q, id, 'anonymous');
    });
    return { status: 200, body: session };
  } catch (error) {
    ctx.log(`[auth] anonymous sign-up failed: ${(error as Error).message}`);
    throw new AuthError(500, 'unexpected_failure', 'Database error creating anonymous user');
  }
}

export async function signup(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const body = parseBody(req);
  const email = normalizeEmail(body.email);
  if (!ctx.config.enableSignup) {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  if (!email && !(typeof body.phone === 'string' && body.phone)) return signupAnonymously(ctx, req, body);
  ctx.limitIp(req, 'sign_in');
  ctx.limit(req, email);
  const password = stringField(body, 'password');
  if (!email && typeof body.phone === 'string' && body.phone) {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
  }
  if (!password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  checkPassword(ctx.config, password);
  validateEmail(email);
  const data = metadataOf(body.data) ?? {};
  const confirm = ctx.confirmsSignUp(email);
  const redirectTo = req.query.get('redirect_to');

  // Hashed whether or not the address is taken: both answers take the bcrypt time.
  const hash = await bcrypt.hash(password, ctx.hashCost);
  const exists = await ctx.db.transaction(async (q) => Boolean(await loadUser(q, 'email', email)));
  if (exists) {
    if (!confirm) throw userAlreadyExists();
    return answerTaken(ctx, email, hash, data, redirectTo);
  }

  try {
    const answer = await ctx.db.transaction(async (q) => {
      const id = await insertUser(q, { email, hash, data, confirmed: !confirm });
      if (!confirm) return issueSession(ctx, q, id, 'password');
      await sendEmailToken(ctx, q, { id, email }, 'signup', redirectTo);
      return loadUserJson(q, id);
    });
    return { status: 200, body: answer };
  } catch (error) {
    if ((error as { code?: string }).code === '23505' && /email/.test(String((error as Error).message))) {
      if (!confirm) throw userAlreadyExists();
      return answerTaken(ctx, email, hash, data, redirectTo);
    }
    ctx.log(`[auth] sign-up of ${email} failed: ${(error as Error).message}`);
    throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
  }
}
