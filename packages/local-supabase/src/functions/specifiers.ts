// `npm:` and `jsr:` imports in Edge Functions, as Supabase writes them
// (`import { createClient } from 'npm:@supabase/supabase-js@2'`): a Node module resolve hook
// maps them to the installed package (`npm:pkg@1/sub` → `pkg/sub`; `jsr:@supabase/…` → the
// same package on npm), resolved from the function's folder as a bare name would be. The
// version range is Deno's business; the project's lockfile pins what is installed.
import { register } from 'node:module';

/** `npm:@scope/pkg@^2.1/sub` → `@scope/pkg/sub`; anything else unchanged. */
export function nodeSpecifier(specifier: string): string {
  const match = /^(npm|jsr):\/?(.+)$/.exec(specifier);
  if (!match) return specifier;
  const parts = match[2]!.split('/');
  const nameLength = parts[0]!.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const at = name.lastIndexOf('@');
  const bare = at > 0 ? name.slice(0, at) : name;
  return [bare, ...parts.slice(nameLength)].join('/');
}

const HOOK = `
export async function resolve(specifier, context, next) {
  return next(/^(npm|jsr):/.test(specifier) ? (${nodeSpecifier.toString()})(specifier) : specifier, context);
}`;

let registered = false;

/** Installs the hook once per process (before the first function is imported). */
export function registerSpecifierHook(): void {
  if (registered) return;
  registered = true;
  register(`data:text/javascript,${encodeURIComponent(HOOK)}`);
}

/**
 * The same mapping for Vite (Vitest imports functions through Vite, not Node's loader):
 * `resolve.alias` entries.
 */
export const DENO_SPECIFIER_ALIASES = [
  { find: /^(?:npm|jsr):\/?(@[^/@]+\/[^/@]+|[^/@]+)(?:@[^/]*)?(\/.*)?$/, replacement: '$1$2' },
];
