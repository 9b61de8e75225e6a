// Jobs in tests: a sender that only records what a route asks for, and a wait for a real
// pg-boss job to reach a state.
import type { PgBoss } from 'pg-boss';
import type { JobSender } from '#api/jobs/send-in-transaction.ts';
import { jobOwnData } from '#api/observability/request-context.ts';

/** A job sender that records each job it is given (its queue and payload) instead of sending it. */
export function recordingJobs<T = unknown>(): { jobs: JobSender; sent: { name: string; data: T }[] } {
  const sent: { name: string; data: T }[] = [];
  const jobs = {
    async send(name: string, data: T) {
      sent.push({ name, data: jobOwnData(data) });
      return `job-${sent.length}`;
    },
  } as unknown as JobSender;
  return { jobs, sent };
}

export async function waitForJobState(boss: PgBoss, queue: string, id: string, state: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await boss.getJobById(queue, id);
    if (job?.state === state) return job;
    if (Date.now() > deadline) throw new Error(`job ${queue}/${id} is ${job?.state}, not ${state}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
