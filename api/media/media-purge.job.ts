// Every five minutes: the purge of media that left the public view (media-purge.service.ts).
// They stop being served the moment the change commits (media-access.ts); this removes what
// was derived from them and the originals no profile references any more.
import { defineJob, ScheduledPayloadSchema } from '../jobs/queues.ts';
import { createMediaPurgeService } from './media-purge.service.ts';

export const MEDIA_PURGE_QUEUE = 'media.purge';

export const mediaPurgeJob = defineJob({
  payload: ScheduledPayloadSchema,
  name: MEDIA_PURGE_QUEUE,
  schedule: '*/5 * * * *',
  async handle(data, { sql, storage, log }) {
    await createMediaPurgeService({ sql, storage, log }).purge(data.now ? new Date(data.now) : new Date());
  },
});
