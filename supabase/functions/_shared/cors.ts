// What a browser needs to call a function from the app's pages, on hosted Supabase where the
// function answers its own CORS preflight (the local stack's server answers it before the
// function, and adds the same grant to every answer).
export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

/** The answer to a preflight. */
export const preflight = (): Response => new Response(null, { status: 204, headers: CORS_HEADERS });
