// The browser's one way to call the API, for the storefront and the back office alike: cookies
// sent, JSON in and out (a FormData as multipart), a non-OK answer raised as ApiError and every
// answer checked against its contract schema, so a server that drifts from contract/ fails
// here, loudly, instead of deep inside a component. The check goes through the schema's Standard
// Schema interface, so this module (in every page's first download) does not bring zod's code:
// only the schemas a page uses do. The calls themselves live one file per feature beside this one.

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

/** A schema loaded on the first answer it checks: its module (and zod) stays out of the first download. */
export function lazySchema<T>(load: () => Promise<AnswerSchema<T>>): AnswerSchema<T> {
  return { '~standard': { validate: async (value: unknown) => (await load())['~standard'].validate(value) } };
}

/**
 * A non-OK answer. Its message is "<status>: <body>" (the status text when the body is empty);
 * `body` holds the JSON object the server sent (message, code, fieldErrors, requiresLogin…).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** The answer's body as text ('' when it had none). */
  readonly text: string;
  /** The answer's body parsed: the JSON object the server sent, {} when it had none, was not JSON or not an object. */
  readonly body: Readonly<Record<string, unknown>>;
  readonly statusText: string;
  readonly headers: Headers;

  constructor(status: number, text: string, statusText = '', headers: Headers = new Headers()) {
    super(`${status}: ${text || statusText}`);
    this.status = status;
    this.text = text;
    const parsed = parseJson(text);
    this.body = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    this.statusText = statusText;
    this.headers = headers;
  }

  /** The error text the server put in its JSON body ({error} or {message}), if any. */
  get serverText(): string | null {
    const { error, message } = this.body;
    if (typeof error === 'string' && error.trim()) return error;
    if (typeof message === 'string' && message.trim()) return message;
    return null;
  }

  /** The server's text, else the status text, else "HTTP <status>": never empty (what the back office shows). */
  get serverMessage(): string {
    return this.serverText ?? (this.statusText || `HTTP ${this.status}`);
  }
}

/** The answer did not match its contract schema: a server bug, not the visitor's. */
export class ContractError extends Error {
  override name = 'ContractError';
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: Method;
  /** A FormData goes as multipart (the browser sets the boundary); anything else as JSON. */
  body?: unknown;
  /** Checks the answer: a contract schema (or anything with the Standard Schema interface). An
   * empty answer (204) is checked as null. */
  schema: AnswerSchema<T>;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key, a secret that must stay out of the address). */
  headers?: Record<string, string>;
}

/** Calls the API and returns its checked JSON answer; throws ApiError when not OK, ContractError when it drifted. */
export async function request<T>(url: string, options: RequestOptions<T>): Promise<T> {
  return (await send(url, options)).data;
}

/** An answer and the total the server counted (its X-Total-Count header; null without one). */
export interface WithTotal<T> {
  data: T;
  total: number | null;
}

/** A list answer with its total (the X-Total-Count header), when the server sent one. */
export async function requestWithTotal<T>(url: string, options: RequestOptions<T>): Promise<WithTotal<T>> {
  const { data, headers } = await send(url, options);
  const total = headers.get('x-total-count');
  return { data, total: total !== null && /^\d+$/.test(total) ? Number(total) : null };
}

/** Like request, but a 404 answers null (a resource that left the public view). */
export async function requestOrNull<T>(url: string, options: RequestOptions<T>): Promise<T | null> {
  try {
    return await request(url, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

async function send<T>(url: string, options: RequestOptions<T>): Promise<{ data: T; headers: Headers }> {
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
  const checked = await schema['~standard'].validate(answer);
  if (checked.issues) {
    const issues = checked.issues
      .map((issue) => `${issue.path?.map((key) => String(typeof key === 'object' ? key.key : key)).join('.') ?? ''}: ${issue.message}`)
      .join('; ');
    throw new ContractError(`${method} ${url}: the answer does not match the contract: ${issues}`);
  }
  return { data: checked.value, headers: response.headers };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
