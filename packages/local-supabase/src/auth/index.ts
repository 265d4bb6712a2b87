// The GoTrue subset supabase-js uses (`/auth/v1`), as docs/local-stack.md describes
// it: one route table; each endpoint group lives in its own file.
import type { HttpResponse } from '../types';
import { adminUsers, generateLink, invite } from './admin';
import { createAuthContext, type AuthContext, type AuthOptions, type AuthRequest } from './context';
import { otp, recover, resend } from './email';
import { AUTH_API_VERSION, AuthError, authErrorResponse } from './errors';
import { signup } from './signup';
import { factors } from './mfa';
import { identities, sso } from './providers';
import { token } from './token';
import { getUser, logout, reauthenticate, updateUser } from './user';
import { verifyLink, verifyOtp } from './verify';

export { AuthError, authErrorResponse } from './errors';
export type { AuthOptions, AuthRequest } from './context';

export type AuthHandler = (req: AuthRequest) => Promise<HttpResponse>;

type Route = (ctx: AuthContext, req: AuthRequest) => Promise<HttpResponse> | HttpResponse;

const settings: Route = (ctx) => ({
  status: 200,
  body: {
    external: { email: true, phone: false, anonymous_users: ctx.config.enableAnonymousSignIns },
    disable_signup: !ctx.config.enableSignup,
    mailer_autoconfirm: !ctx.confirmEmail,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  },
});

/** The public halves of the signing keys, for verifying access tokens without a request (getClaims). */
const jwks: Route = (ctx) => ({ status: 200, body: { keys: ctx.jwtKeys.publicKeys.map((k) => k.jwk) } });

/** Endpoint groups under a path prefix (their own files route within). */
const prefixRoutes: [string, Route][] = [
  ['/admin/users', adminUsers],
  ['/factors', factors],
  ['/user/identities', identities],
];

const routes: Record<string, Route> = {
  'POST /signup': signup,
  'POST /token': token,
  'GET /user': getUser,
  'PUT /user': updateUser,
  'POST /logout': logout,
  'POST /recover': recover,
  'POST /otp': otp,
  'POST /resend': resend,
  'GET /verify': verifyLink,
  'POST /verify': verifyOtp,
  'GET /reauthenticate': reauthenticate,
  'POST /invite': invite,
  'POST /admin/generate_link': generateLink,
  'POST /sso': sso,
  'GET /.well-known/jwks.json': jwks,
  'GET /settings': settings,
  'GET /health': () => ({
    status: 200,
    body: {
      version: 'local',
      name: 'GoTrue',
      description: 'Local GoTrue subset (@tenderflow/local-supabase)',
    },
  }),
};

export function createAuthHandler(options: AuthOptions): AuthHandler {
  const ctx = createAuthContext(options);
  return async (req) => {
    const path = req.path.replace(/\/+$/, '') || '/';
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const route =
      routes[`${method} ${path}`] ??
      prefixRoutes.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];
    let response: HttpResponse;
    try {
      if (!route) {
        const known = Object.keys(routes).some((r) => r.endsWith(` ${path}`));
        throw known
          ? new AuthError(405, 'method_not_allowed', `Method ${req.method} not allowed on ${path}`)
          : new AuthError(404, 'not_found', `No auth endpoint at ${path}`);
      }
      response = await route(ctx, req);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      response = authErrorResponse(error);
    }
    return { ...response, headers: { 'X-Supabase-Api-Version': AUTH_API_VERSION, ...response.headers } };
  };
}
