// The JWT check PostgREST makes before any query: the bearer token (or apikey) verified
// with the JWT secret, its role one of anon, authenticated and service_role.
import { verifyJwt, type JwtSecret } from '../jwt';
import type { HttpResponse, RequestScope } from '../types';
import type { RestAuth } from './index';

const REST_ROLES = new Set<RequestScope['role']>(['anon', 'authenticated', 'service_role']);

function restJwtError(code: 'PGRST301' | 'PGRST303', message: string): HttpResponse {
  return {
    status: 401,
    headers: { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` },
    body: { code, details: null, hint: null, message },
  };
}

/** Verifies the bearer (or apikey) JWT the way PostgREST does; returns the role and claims or a 401. */
export function restAuthFor(
  headers: Record<string, string | undefined>,
  secret: JwtSecret,
): { auth: RestAuth } | { response: HttpResponse } {
  const authorization = headers.authorization;
  let token: string | undefined;
  if (authorization !== undefined) {
    const match = /^bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) return { response: restJwtError('PGRST301', 'Authorization header is not a Bearer token') };
    token = match[1];
  } else {
    token = headers.apikey;
  }
  // No key at all: the anon role, as PostgREST behind the Supabase CLI's gateway answers.
  if (!token) return { auth: { role: 'anon', claims: { role: 'anon' } } };
  const result = verifyJwt(token, secret, { audience: ['authenticated'] });
  if (!result.ok) {
    const code = result.reason === 'expired' || result.reason === 'audience' ? 'PGRST303' : 'PGRST301';
    return { response: restJwtError(code, result.message) };
  }
  const role = result.payload.role ?? 'anon';
  if (typeof role !== 'string' || !REST_ROLES.has(role as RequestScope['role'])) {
    return {
      response: {
        status: 401,
        headers: { 'WWW-Authenticate': 'Bearer' },
        body: { code: '22023', details: null, hint: null, message: `role "${String(role)}" does not exist` },
      },
    };
  }
  return { auth: { role: role as RequestScope['role'], claims: result.payload } };
}
