// Sends a form to the API and sorts the answer into what the page shows: created, field errors
// (400), too many attempts (429), too large (413) or a failure ("<status>: <body>").
import { ApiError } from '#app/api/client.ts';

export type SubmitOutcome =
  | { kind: 'created'; id: number }
  | { kind: 'invalid'; fieldErrors: Record<string, string[]> }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'too-large' }
  | { kind: 'failed'; error: Error };

/** Runs the form's call (JSON, or multipart for a FormData) and sorts what it answered. */
export async function submitForm(send: () => Promise<{ id: number }>): Promise<SubmitOutcome> {
  try {
    const { id } = await send();
    return { kind: 'created', id };
  } catch (error) {
    return outcomeOfError(error);
  }
}

function outcomeOfError(error: unknown): SubmitOutcome {
  if (!(error instanceof ApiError)) return { kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  if (error.status === 429) {
    const retryAfter = Number(error.headers.get('Retry-After'));
    return { kind: 'rate-limited', retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
  }
  if (error.status === 413) return { kind: 'too-large' };
  if (error.status === 400) {
    const { fieldErrors } = error.body;
    if (fieldErrors && typeof fieldErrors === 'object') return { kind: 'invalid', fieldErrors: fieldErrors as Record<string, string[]> };
  }
  return { kind: 'failed', error };
}
