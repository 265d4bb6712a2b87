// What the local stack gives an Edge Function of Deno's runtime (src/functions/deno.ts), typed
// for the Node type-check of a project's supabase/functions: Deno.serve and Deno.env, and the
// `npm:` specifier of supabase-js, which the stack resolves to the installed package. On
// Supabase the Edge Runtime provides the real ones.
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  const env: { get(name: string): string | undefined };
}

declare module 'npm:@supabase/supabase-js@2' {
  export * from '@supabase/supabase-js';
}
