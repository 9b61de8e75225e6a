// The video job (decision 019): sent for each video an upload stores, and every ten
// minutes as a sweep of any still waiting (a lost send, a worker that stopped mid-way). Untrusted
// video meets ffmpeg only here (video-rewrite.ts), one video at a time per worker.
import { z } from 'zod';
import { defineJob } from '../jobs/queues.ts';
import { createVideoService, VIDEO_QUEUE } from './video.service.ts';
import { resolveVideoTools, type VideoTools } from './video-tools.ts';

let tools: VideoTools | undefined;

export const videoJob = defineJob({
  name: VIDEO_QUEUE,
  schedule: '*/10 * * * *',
  // a run may take three tool runs of VIDEO_JOB_TIMEOUT_SECONDS each; a refused video is not retried
  options: { retryLimit: 3, expireInSeconds: 60 * 60 },
  payload: z.object({ name: z.optional(z.string().regex(/^[0-9a-f-]{36}\.(mp4|mov|avi|webm)$/)), now: z.optional(z.string()) }),
  async handle(data, { sql, storage, log, env }) {
    tools ??= resolveVideoTools(env);
    const videos = createVideoService({ sql, storage, tools, log });
    if (data.name) {
      const outcome = await videos.process(data.name);
      log.info({ file: data.name, outcome }, 'video job done');
    } else {
      const counts = await videos.processWaiting();
      if (counts.processed + counts.refused > 0) log.info(counts, 'video sweep done');
    }
  },
});
