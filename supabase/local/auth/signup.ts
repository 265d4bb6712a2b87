// POST /signup: a session at once (autoconfirm), or a bare User and a confirmation mail.
import bcrypt from 'bcryptjs';
import type { HttpResponse } from '../types';
import { BCRYPT_COST, type AuthContext, type AuthRequest } from './context';
import { sendEmailToken } from './email-links';
import { AuthError } from './errors';
import { issueSession } from './sessions';
import { insertUser, loadUser, loadUserJson } from './users';
import {
  checkPassword,
  metadataOf,
  normalizeEmail,
  parseBody,
  stringField,
  validateEmail,
} from './validation';

export async function signup(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const body = parseBody(req);
  const email = normalizeEmail(body.email);
  ctx.limitIp(req, 'sign_in');
  ctx.limit(req, email);
  const password = stringField(body, 'password');
  if (!email && typeof body.phone === 'string' && body.phone) {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
  }
  if (!password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  checkPassword(password);
  validateEmail(email);
  const data = metadataOf(body.data) ?? {};

  const exists = await ctx.db.transaction(async (q) => Boolean(await loadUser(q, 'email', email)));
  if (exists) throw new AuthError(422, 'user_already_exists', 'User already registered');

  const hash = await bcrypt.hash(password, BCRYPT_COST);
  const redirectTo = req.query.get('redirect_to');
  try {
    const answer = await ctx.db.transaction(async (q) => {
      const confirm = ctx.confirmsSignUp(email);
      const id = await insertUser(q, { email, hash, data, confirmed: !confirm });
      if (!confirm) return issueSession(ctx, q, id, 'password');
      await sendEmailToken(ctx, q, { id, email }, 'signup', redirectTo);
      return loadUserJson(q, id);
    });
    return { status: 200, body: answer };
  } catch (error) {
    if ((error as { code?: string }).code === '23505' && /email/.test(String((error as Error).message))) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    ctx.log(`[auth] sign-up of ${email} failed: ${(error as Error).message}`);
    throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
  }
}
