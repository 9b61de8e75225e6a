import type { RequestHandler } from 'express';

/** Answers private to one signed-in browser: no cache may keep them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
