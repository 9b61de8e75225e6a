// Sends a form to the API and sorts the answer into what the page shows: created, field errors
// (400), too many attempts (429), too large (413) or a failure ("<status>: <body>", spec §7).
export type SubmitOutcome =
  | { kind: 'created'; id: number }
  | { kind: 'invalid'; fieldErrors: Record<string, string[]> }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'too-large' }
  | { kind: 'failed'; error: Error };

export function postJson(url: string, body: unknown): Promise<SubmitOutcome> {
  return submitForm(url, JSON.stringify(body), { 'Content-Type': 'application/json' });
}

/** Multipart: the browser sets the content type with its boundary. */
export function postMultipart(url: string, body: FormData): Promise<SubmitOutcome> {
  return submitForm(url, body);
}

async function submitForm(url: string, body: BodyInit, headers?: Record<string, string>): Promise<SubmitOutcome> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', body, headers, credentials: 'include' });
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  }
  const text = await res.text().catch(() => '');
  if (res.ok) {
    const id = Number((parse(text) as { id?: unknown } | null)?.id);
    return { kind: 'created', id };
  }
  if (res.status === 429) {
    const retryAfter = Number(res.headers.get('Retry-After'));
    return { kind: 'rate-limited', retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
  }
  if (res.status === 413) return { kind: 'too-large' };
  if (res.status === 400) {
    const fieldErrors = (parse(text) as { fieldErrors?: unknown } | null)?.fieldErrors;
    if (fieldErrors && typeof fieldErrors === 'object') return { kind: 'invalid', fieldErrors: fieldErrors as Record<string, string[]> };
  }
  return { kind: 'failed', error: new Error(`${res.status}: ${text || res.statusText}`) };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
