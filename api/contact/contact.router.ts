// POST /api/contact: the contact form as JSON (ContactMessageSchema), from our own origin,
// 5 per client per hour (every attempt counts, before any work); answers 201 {id}.
import express from 'express';
import { type ContactMessageCreated, ContactMessageSchema } from '#contract/contact.schema.ts';
import type { Sql } from '#db/connection.ts';
import { parseInput } from '../http/parse-input.ts';
import { createRateLimiter, type LimiterBase, rateLimit } from '../rate-limit/rate-limit.ts';
import { createContactService } from './contact.service.ts';

export const CONTACT_MESSAGES_PER_HOUR = 5;

export function contactRouter({ sql, limiter: base }: { sql: Sql; limiter: LimiterBase }): express.Router {
  const limiter = createRateLimiter(sql, {
    name: 'contact',
    limit: CONTACT_MESSAGES_PER_HOUR,
    windowSeconds: 3600,
    ...base,
  });
  const service = createContactService({ sql });
  const router = express.Router();
  router.post('/contact', rateLimit(limiter), async (req, res) => {
    const created: ContactMessageCreated = await service.send(parseInput(ContactMessageSchema, req.body));
    res.status(201).json(created);
  });
  return router;
}
