import { paths } from '@/config/paths';

const BASE = 'https://tenderflow.invalid';
// Control characters, which browsers strip from URLs and attackers use to hide a scheme.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * The return-to path to follow after sign-in: only a same-origin path inside
 * /app or an invitation link (never `//host`, `/\host`, a scheme, or `..` climbing
 * out of them). Anything else yields the fallback.
 */
export function safeRedirect(target: unknown, fallback: string = paths.app.dashboard): string {
  if (typeof target !== 'string' || target === '') return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  if (CONTROL.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const inApp = url.pathname === paths.app.root || url.pathname.startsWith(`${paths.app.root}/`);
  const invitation = /^\/invite\/[\w-]+$/.test(url.pathname);
  return inApp || invitation ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

/** The sign-in URL that brings the user back to `returnTo` afterwards. */
export function signInRedirectUrl(returnTo: string): string {
  const safe = safeRedirect(returnTo, '');
  return safe ? `${paths.signIn}?redirect=${encodeURIComponent(safe)}` : paths.signIn;
}

/** Reads the `redirect` search parameter (or router state `from`) and makes it safe. */
export function redirectTarget(search: string, state?: unknown): string {
  const fromState =
    typeof state === 'object' && state !== null && 'from' in state
      ? (state as { from: unknown }).from
      : undefined;
  const fromQuery = new URLSearchParams(search).get('redirect');
  return safeRedirect(fromQuery ?? fromState);
}
