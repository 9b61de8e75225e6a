// The back office's guard (backoffice §1): every /api/admin route sits behind it. Admin sessions
// do not exist yet, so nobody passes: the answer is 401 {message}, as it will be for a visitor
// without an admin session once they do.
import type { RequestHandler } from 'express';
import { AuthError } from '../errors.ts';

export const requireAdmin: RequestHandler = (_req, _res, next) => {
  next(new AuthError('Admin login required'));
};
