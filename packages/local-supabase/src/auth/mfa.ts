// MFA with TOTP factors, as GoTrue runs it (`supabase.auth.mfa`): POST /factors enrols an
// unverified factor (its secret, otpauth URI and QR code SVG), /factors/<id>/challenge opens a
// challenge, /factors/<id>/verify checks a code (RFC 6238: SHA-1, 6 digits, 30 s steps, one
// step of drift) and raises the session to aal2, DELETE /factors/<id> removes it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { renderSVG } from 'uqr';
import type { HttpResponse } from '../types';
import type { AuthContext, AuthRequest } from './context';
import { AuthError } from './errors';
import { authenticate, sessionClaims, sessionJson } from './sessions';
import { loadUserJson } from './users';
import { UUID_RE, parseBody } from './validation';

/** Challenges last five minutes (GoTrue's MFA challenge expiry). */
const CHALLENGE_SECONDS = 300;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const base32 = (bytes: Buffer): string => {
  let bits = '';
  for (const b of bytes) bits += b.toString(2).padStart(8, '0');
  return (bits.match(/.{1,5}/g) ?? []).map((chunk) => BASE32[parseInt(chunk.padEnd(5, '0'), 2)]).join('');
};
const fromBase32 = (text: string): Buffer => {
  const bits = [...text.replace(/=+$/, '').toUpperCase()]
    .map((c) => BASE32.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
};

/** The six-digit code of a base32 secret at a time step. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', fromBase32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

const validCode = (secret: string, code: string, now = Date.now()): boolean => {
  const step = Math.floor(now / 30_000);
  return [step - 1, step, step + 1].some((s) => {
    const expected = Buffer.from(totpCode(secret, s));
    const given = Buffer.from(code);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
};

interface FactorRecord {
  id: string;
  secret: string;
  status: string;
  factor_type: string;
}

async function ownFactor(ctx: AuthContext, userId: string, raw: string): Promise<FactorRecord> {
  if (!UUID_RE.test(raw)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const { rows } = await ctx.db.transaction((q) =>
    q.query<FactorRecord>(
      'select id, secret, status, factor_type from auth.mfa_factors where id = $1 and user_id = $2',
      [raw, userId],
    ),
  );
  if (!rows[0]) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

async function enroll(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const { user } = await authenticate(ctx, req);
  const body = parseBody(req);
  if (body.factor_type !== 'totp') {
    if (body.factor_type === 'phone' || body.factor_type === 'webauthn') {
      throw new AuthError(
        422,
        `mfa_${body.factor_type}_enroll_not_enabled`,
        `MFA enroll is disabled for ${body.factor_type === 'phone' ? 'Phone' : 'WebAuthn'}`,
      );
    }
    throw new AuthError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  if (!ctx.config.mfa.totpEnroll)
    throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : '';
  const issuer = typeof body.issuer === 'string' && body.issuer ? body.issuer : new URL(ctx.siteUrl).host;
  const secret = base32(randomBytes(20));
  const account = user.email ?? '';
  const uri = `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?algorithm=SHA1&digits=6&issuer=${encodeURIComponent(issuer)}&period=30&secret=${secret}`;
  const id = await ctx.db.transaction(async (q) => {
    const { rows: factors } = await q.query<{ friendly_name: string | null; status: string }>(
      'select friendly_name, status from auth.mfa_factors where user_id = $1',
      [user.id],
    );
    if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (factors.length >= ctx.config.mfa.maxEnrolledFactors) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    const { rows } = await q.query<{ id: string }>(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
       values ($1, $2, 'totp', 'unverified', $3) returning id`,
      [user.id, friendlyName, secret],
    );
    return rows[0]!.id;
  });
  return {
    status: 200,
    body: { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: renderSVG(uri), secret, uri } },
  };
}

async function challenge(ctx: AuthContext, req: AuthRequest, factorId: string): Promise<HttpResponse> {
  const { user } = await authenticate(ctx, req);
  const factor = await ownFactor(ctx, user.id, factorId);
  const { rows } = await ctx.db.transaction(async (q) => {
    await q.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
    return q.query<{ id: string; expires_at: number }>(
      `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2)
       returning id, extract(epoch from created_at)::int + ${CHALLENGE_SECONDS} as expires_at`,
      [factor.id, req.ip],
    );
  });
  return {
    status: 200,
    body: { id: rows[0]!.id, type: factor.factor_type, expires_at: Number(rows[0]!.expires_at) },
  };
}

async function verify(ctx: AuthContext, req: AuthRequest, factorId: string): Promise<HttpResponse> {
  const { user, sessionId } = await authenticate(ctx, req);
  if (!ctx.config.mfa.totpVerify)
    throw new AuthError(422, 'mfa_verification_failed', 'MFA verification is disabled for TOTP');
  const factor = await ownFactor(ctx, user.id, factorId);
  const body = parseBody(req);
  const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  const session = await ctx.db.transaction(async (q) => {
    const { rows } = await q.query<{ expired: boolean; verified: boolean }>(
      `select created_at < now() - make_interval(secs => ${CHALLENGE_SECONDS}) as expired, verified_at is not null as verified
         from auth.mfa_challenges where id = $1 and factor_id = $2`,
      [UUID_RE.test(challengeId) ? challengeId : null, factor.id],
    );
    const found = rows[0];
    if (!found || found.verified)
      throw new AuthError(404, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    if (found.expired) {
      await q.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
      throw new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (!validCode(factor.secret, code)) return null;
    await q.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
    await q.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [
      factor.id,
    ]);
    if (!sessionId) return {};
    await q.query(
      `update auth.sessions set aal = 'aal2',
              amr = amr || jsonb_build_array(jsonb_build_object('method', 'totp', 'timestamp', extract(epoch from now())::int)),
              updated_at = now()
        where id = $1`,
      [sessionId],
    );
    const { rows: tokens } = await q.query<{ token: string }>(
      'select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
      [sessionId],
    );
    const userJson = await loadUserJson(q, user.id);
    return sessionJson(ctx, userJson, await sessionClaims(q, sessionId, tokens[0]?.token ?? ''));
  });
  if (!session) throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  return { status: 200, body: session };
}

async function unenroll(ctx: AuthContext, req: AuthRequest, factorId: string): Promise<HttpResponse> {
  const { user, claims } = await authenticate(ctx, req);
  const factor = await ownFactor(ctx, user.id, factorId);
  if (factor.status === 'verified' && claims.aal !== 'aal2') {
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await ctx.db.transaction(async (q) => {
    await q.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    await q.query(`update auth.sessions set aal = 'aal1' where user_id = $1`, [user.id]);
  });
  return { status: 200, body: { id: factor.id } };
}

/** /factors, /factors/<id>, /factors/<id>/challenge, /factors/<id>/verify */
export async function factors(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  const [, , id, action, ...extra] = req.path.replace(/\/+$/, '').split('/');
  if (id === undefined && req.method === 'POST') return enroll(ctx, req);
  if (id !== undefined && extra.length === 0) {
    if (action === undefined && req.method === 'DELETE') return unenroll(ctx, req, id);
    if (action === 'challenge' && req.method === 'POST') return challenge(ctx, req, id);
    if (action === 'verify' && req.method === 'POST') return verify(ctx, req, id);
  }
  throw new AuthError(405, 'method_not_allowed', `Method ${req.method} not allowed on ${req.path}`);
}
