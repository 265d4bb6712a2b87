// PostgREST subset (placeholder until the REST layer lands).
import type { Database, HttpRequest, HttpResponse, RequestScope } from '../types';

export interface RestAuth {
  role: RequestScope['role'];
  claims: Record<string, unknown>;
}

export type RestHandler = (req: HttpRequest, auth: RestAuth) => Promise<HttpResponse>;

export function createRestHandler(_db: Database): RestHandler {
  return async () => ({
    status: 501,
    body: { code: 'PGRST000', details: null, hint: null, message: 'Not implemented yet' },
  });
}
