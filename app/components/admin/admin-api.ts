// The back office's calls to /api/admin: cookies sent, JSON in and out. A
// non-OK answer is an AdminApiError with the status and the server's message, which pages show
// or translate; a 401 anywhere means the admin session ended (admin-query.ts sends them to login).
export class AdminApiError extends Error {
  override name = 'AdminApiError';
  readonly status: number;
  /** The answer's JSON body ({} when it had none or was not JSON). */
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>, statusText: string) {
    super(typeof body.message === 'string' && body.message.trim() ? body.message : statusText || `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call<T>(method: Method, path: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const response = await fetch(path.startsWith('/api/') ? path : `/api/admin${path}`, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body),
  });
  const text = await response.text().catch(() => '');
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const errorBody = json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
    throw new AdminApiError(response.status, errorBody, response.statusText);
  }
  return { data: json as T, headers: response.headers };
}

/** GET /api/admin<path>. */
export async function adminGet<T>(path: string): Promise<T> {
  return (await call<T>('GET', path)).data;
}

/** A list answer with its total (X-Total-Count), when the server sent one. */
export async function adminGetWithTotal<T>(path: string): Promise<{ data: T; total: number | null }> {
  const { data, headers } = await call<T>('GET', path);
  const total = headers.get('x-total-count');
  return { data, total: total !== null && /^\d+$/.test(total) ? Number(total) : null };
}

/** A state-changing call (the browser adds Origin, which the back office requires). */
export async function adminSend<T>(method: Exclude<Method, 'GET'>, path: string, body?: unknown): Promise<T> {
  return (await call<T>(method, path, body)).data;
}
