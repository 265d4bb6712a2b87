// What GoTrue answers, in this stack's configuration, for sign-in methods the local stack
// does not run — SSO (SAML), Web3 wallets, ID tokens of OAuth providers — and for linking
// identities while `[auth] enable_manual_linking` is off: each as disabled, in GoTrue's words.
import type { HttpResponse } from '../types';
import type { AuthContext, AuthRequest } from './context';
import { AuthError } from './errors';
import { authenticate } from './sessions';

const ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  keycloak: 'keycloak',
};

/** POST /sso */
export const sso = (): HttpResponse => {
  throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
};

/** POST /token?grant_type=web3 */
export const web3Grant = (): HttpResponse => {
  throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
};

/** POST /token?grant_type=id_token */
export function idTokenGrant(body: Record<string, unknown>): HttpResponse {
  const provider = typeof body.provider === 'string' ? body.provider : '';
  const issuer =
    typeof body.issuer === 'string' && body.issuer ? body.issuer : (ISSUERS[provider] ?? provider);
  throw new AuthError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
}

/** GET /user/identities/authorize and DELETE /user/identities/<id> */
export async function identities(ctx: AuthContext, req: AuthRequest): Promise<HttpResponse> {
  await authenticate(ctx, req);
  if (!ctx.config.enableManualLinking) {
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  }
  throw new AuthError(
    400,
    'validation_failed',
    'Linking identities of OAuth providers is not supported by the local stack',
  );
}
