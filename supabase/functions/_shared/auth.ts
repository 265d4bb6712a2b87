// Who called a function. The gateway (hosted Supabase, or the local stack when the
// function's verify_jwt is on) has already checked the JWT's signature, so the function
// reads only its claims.

/** The `role` claim of the request's bearer JWT, or null when there is none or it is not a JWT. */
export function bearerRole(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  const payload = match?.[1]?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(
      atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')),
    );
    const role = (claims as { role?: unknown } | null)?.role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

/** Whether the request comes with the service role: its JWT, or the project's service key itself. */
export function isServiceRole(request: Request, serviceRoleKey: string | undefined): boolean {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (serviceRoleKey && bearer === serviceRoleKey) return true;
  return bearerRole(request) === 'service_role';
}
