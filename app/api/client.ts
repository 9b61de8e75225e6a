// The browser's one way to call the API: cookies sent, JSON in and out, a
// non-OK answer raised as ApiError "<status>: <body>" (the status text when the body is empty),
// and an answer checked against its contract schema when one is given, so a server that drifts
// from contract/ fails here, loudly, instead of deep inside a component. The check goes through
// the schema's Standard Schema interface, so this module (in every page's first download) does
// not bring zod's code: only the schemas a page uses do.

/** What request() needs of a schema: the Standard Schema interface, which zod's schemas have. */
export interface AnswerSchema<T> {
  readonly '~standard': { readonly validate: (value: unknown) => AnswerCheck<T> | Promise<AnswerCheck<T>> };
}
type AnswerCheck<T> =
  | { readonly value: T; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
      }>;
    };

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The answer's body as text ('' when it had none). */
  readonly body: string;
  readonly headers: Headers;

  constructor(status: number, body: string, statusText = '', headers: Headers = new Headers()) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }

  /** The error text the server put in its JSON body ({error} or {message}), if any. */
  get serverText(): string | null {
    const parsed = parseJson(this.body);
    if (parsed && typeof parsed === 'object') {
      const { error, message } = parsed as { error?: unknown; message?: unknown };
      if (typeof error === 'string' && error.trim()) return error;
      if (typeof message === 'string' && message.trim()) return message;
    }
    return null;
  }
}

/** The answer did not match its contract schema: a server bug, not the visitor's. */
export class ContractError extends Error {
  override name = 'ContractError';
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A FormData goes as multipart (the browser sets the boundary); anything else as JSON. */
  body?: unknown;
  /** Checks the answer (a contract schema, or anything with the Standard Schema interface);
   * without it the answer is trusted as T. */
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key, a secret that must stay out of the address). */
  headers?: Record<string, string>;
}

/** Calls the API and returns its JSON answer (null for an empty body); throws ApiError when not OK. */
export async function request<T>(url: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiError(response.status, text, response.statusText, response.headers);
  // An empty answer (204) is null; one that is not JSON breaks the contract like a wrong shape.
  const answer = text ? parseJson(text) : null;
  if (text && answer === null && text.trim() !== 'null') throw new ContractError(`${method} ${url}: the answer is not JSON`);
  if (!schema) return answer as T;
  const checked = await schema['~standard'].validate(answer);
  if (checked.issues) {
    const issues = checked.issues
      .map((issue) => `${issue.path?.map((key) => String(typeof key === 'object' ? key.key : key)).join('.') ?? ''}: ${issue.message}`)
      .join('; ');
    throw new ContractError(`${method} ${url}: the answer does not match the contract: ${issues}`);
  }
  return checked.value;
}

/** Like request, but a 404 answers null (a resource that left the public view). */
export async function requestOrNull<T>(url: string, options: RequestOptions<T> = {}): Promise<T | null> {
  try {
    return await request(url, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
