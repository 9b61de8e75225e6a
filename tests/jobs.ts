// Waits for a pg-boss job to reach a state, for tests that send real jobs.
import type PgBoss from 'pg-boss';

export async function waitForJobState(boss: PgBoss, queue: string, id: string, state: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await boss.getJobById(queue, id, { includeArchive: true });
    if (job?.state === state) return job;
    if (Date.now() > deadline) throw new Error(`job ${queue}/${id} is ${job?.state}, not ${state}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
