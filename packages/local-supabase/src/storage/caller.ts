// Who is calling: the bearer token (or apikey) verified with the JWT secret, as
// Storage's JWT plugin does. Failures are Storage-shaped AccessDenied errors.
import { verifyJwt } from '../jwt';
import type { Caller, StorageContext } from './context';
import { accessDenied } from './errors';

const ROLES = new Set(['anon', 'authenticated', 'service_role']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function callerOf(ctx: StorageContext): Caller {
  const { authorization, apikey } = ctx.req.headers;
  const bearer = authorization ? /^bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] : apikey;
  // No token at all: what Storage's JWT check answers behind the CLI's gateway.
  if (!bearer) throw accessDenied('Invalid Compact JWS');
  const result = verifyJwt(bearer, ctx.jwtSecret);
  if (!result.ok) throw accessDenied(result.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  const role = typeof result.payload.role === 'string' ? result.payload.role : 'anon';
  if (!ROLES.has(role)) throw accessDenied('Access denied: Invalid role');
  const sub = result.payload.sub;
  return {
    role: role as Caller['role'],
    claims: result.payload,
    owner: typeof sub === 'string' && UUID.test(sub) ? sub : null,
  };
}
