// Who called a function, decided by the function itself: a gateway that verifies JWTs may be
// turned off (verify_jwt = false, `--no-verify-jwt`), so nothing here trusts a claim it cannot
// check.

const bearerOf = (request: Request): string | null =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null;

/** Compares in time that depends on the lengths only, not on where the strings differ. */
function sameSecret(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return difference === 0;
}

/**
 * Whether the request carries the project's service-role key itself (what the schedule and the
 * tests send). A JWT that merely claims the role is not enough: its signature is not the
 * function's to check.
 */
export function isServiceRole(request: Request, serviceRoleKey: string): boolean {
  const bearer = bearerOf(request);
  return bearer !== null && serviceRoleKey !== '' && sameSecret(bearer, serviceRoleKey);
}
