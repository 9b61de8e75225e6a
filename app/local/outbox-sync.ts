// The outbox push loop in the browser (DESIGN §7). Interface fixed for its callers (the logout
// flow pushes an account's pending changes before clearing them); the loop itself is being built.
import type { RunOutcome } from '#sync/scheduler.ts';

/** Pushes the outbox now (or joins the push under way) and resolves how it went. */
export async function pushOutboxNow(): Promise<RunOutcome<unknown>> {
  return { state: 'failed', error: new Error('The outbox push loop is not running yet') };
}
