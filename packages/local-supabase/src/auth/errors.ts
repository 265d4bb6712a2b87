// GoTrue's error shape: both `code`/`error_code` and `msg`/`message`, plus the API
// version header auth-js needs to trust `code`.
import type { HttpResponse } from '../types';

export const AUTH_API_VERSION = '2024-01-01';

/** An error answered in GoTrue's shape. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function authErrorResponse(error: AuthError): HttpResponse {
  return {
    status: error.status,
    headers: { 'X-Supabase-Api-Version': AUTH_API_VERSION },
    body: {
      code: error.code,
      error_code: error.code,
      msg: error.message,
      message: error.message,
      ...error.extra,
    },
  };
}

export const invalidCredentials = (): AuthError =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

/** GoTrue's answer to an unknown, used or expired email token. */
export const otpExpired = (): AuthError =>
  new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
