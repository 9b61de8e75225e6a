// Every job the system knows; workers register them all.
import { cleanupJob } from './cleanup.job.ts';
import type { JobDefinition } from './queues.ts';

export const ALL_JOBS: JobDefinition<never>[] = [cleanupJob as JobDefinition<never>];
