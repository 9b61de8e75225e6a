// Every minute: public copies of public media made or removed for the CDN (media-publish.service.ts).
import { defineJob, ScheduledPayloadSchema } from '../jobs/queues.ts';
import { createMediaPublishService } from './media-publish.service.ts';

export const MEDIA_PUBLISH_QUEUE = 'media.publish';

export const mediaPublishJob = defineJob({
  payload: ScheduledPayloadSchema,
  name: MEDIA_PUBLISH_QUEUE,
  schedule: '* * * * *',
  async handle(_data, { sql, storage, log }) {
    await createMediaPublishService({ sql, storage, log }).run();
  },
});
