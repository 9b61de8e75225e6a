// The back office's calls go to /api/admin through the one client (client.ts): these wrappers only
// add the base path. A 401 anywhere means the admin session ended (admin-query.ts sends the admin
// to the login); the feature files beside this one (admin-*.ts) name each call and its schema.
import { type AnswerSchema, type Method, request, requestWithTotal, type WithTotal } from './client.ts';

export const ADMIN_API = '/api/admin';

/** GET /api/admin<path>, its answer checked against `schema`. */
export function adminGet<T>(path: string, schema: AnswerSchema<T>): Promise<T> {
  return request(`${ADMIN_API}${path}`, { schema });
}

/** A list of /api/admin<path> with its total (X-Total-Count), when the server sent one. */
export function adminGetWithTotal<T>(path: string, schema: AnswerSchema<T>): Promise<WithTotal<T>> {
  return requestWithTotal(`${ADMIN_API}${path}`, { schema });
}

/** A state-changing call (the browser adds Origin, which the back office requires). */
export function adminSend<T>(method: Exclude<Method, 'GET'>, path: string, schema: AnswerSchema<T>, body?: unknown): Promise<T> {
  return request(`${ADMIN_API}${path}`, { method, schema, ...(body === undefined ? {} : { body }) });
}
