// While the mfa_required setting is on, an admin who has not enrolled may sign in, see who they
// are, log out and set up MFA, and nothing else: every other admin route answers 403
// {message, mfaEnrolmentRequired: true} (the app then sends them to /admin/security). Guests and
// site users pass through to the routes' own guard, which answers them 401.
import type { RequestHandler } from 'express';
import type { Sql } from '#db/connection.ts';
import { mustEnrol } from './mfa.queries.ts';
import { MfaEnrolmentRequiredError } from './mfa.service.ts';

function allowedBeforeEnrolment(method: string, path: string): boolean {
  if (path === '/mfa' || path.startsWith('/mfa/')) return true;
  if (method === 'GET' && path === '/user') return true;
  return method === 'POST' && (path === '/login' || path === '/logout');
}

export function mfaEnrolmentGate(sql: Sql): RequestHandler {
  return async (req, _res, next) => {
    try {
      if (allowedBeforeEnrolment(req.method, req.path)) return next();
      const admin = await req.adminSession.holder();
      if (admin && (await mustEnrol(sql, admin.id))) throw new MfaEnrolmentRequiredError();
      next();
    } catch (error) {
      next(error);
    }
  };
}
