// How every /api/admin route is declared: with the access it needs, so the
// role is checked on the server before any handler runs and a table-driven test
// (admin-routes.integration.test.ts) can walk every route with every kind of session.
//   public      anyone (the login)
//   admin       a signed-in admin or superadmin
//   superadmin  a signed-in superadmin only
// A guest, or a site user's cookie, gets 401; an admin on a superadmin route 403. A
// state-changing request must also carry an Origin header (api/http/same-origin.ts, in front of
// every API route, already refuses a foreign one): the admin cookie is SameSite=Strict as well,
// and an admin request without Origin is refused rather than trusted.
// While every admin must use MFA, a signed-in admin who has not enrolled yet is refused (403,
// code mfaEnrolmentRequired) on every admin route but the few declared with
// beforeMfaEnrolment(…): who am I, their own MFA status and the enrolment itself
// (mfa/mfa-enrolment-gate.ts).
import { type Request, type RequestHandler, Router } from 'express';
import { AuthError, ForbiddenError } from '../errors.ts';
import type { SessionAdmin } from './admin-session.ts';
import type { AuditActor } from './audit.ts';
import { MfaEnrolmentRequiredError } from './mfa/mfa-enrolment-gate.ts';

export type AdminAccess = 'public' | 'admin' | 'superadmin';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface AdminRouteSpec {
  method: Uppercase<Method>;
  /** The path under /api/admin, with its :params. */
  path: string;
  access: AdminAccess;
  /** Reached by a signed-in admin who must still enrol MFA (the enrolment routes); public routes always are. */
  beforeMfaEnrolment: boolean;
}

/** The access of a route an admin reaches before enrolling MFA where it is required. */
export interface EnrolmentAccess {
  access: AdminAccess;
  beforeMfaEnrolment: true;
}

/** For the enrolment routes only: `r.post('/mfa/setup', beforeMfaEnrolment('admin'), handler)`. */
export const beforeMfaEnrolment = (access: AdminAccess): EnrolmentAccess => ({ access, beforeMfaEnrolment: true });

type Declare = (path: string, access: AdminAccess | EnrolmentAccess, ...handlers: RequestHandler[]) => void;
export type AdminRoutes = { router: Router } & Record<Method, Declare>;

/** Every admin route declared so far, by "METHOD /api/admin/path" (the role matrix walks them). */
const declared = new Map<string, AdminRouteSpec>();

export function registeredAdminRoutes(): AdminRouteSpec[] {
  return [...declared.values()];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The guard of one access level (`beforeMfaEnrolment`: also for an admin whose MFA enrolment is due). */
export function requireAdminAccess(access: AdminAccess, { beforeMfaEnrolment = false } = {}): RequestHandler {
  return async (req, _res, next) => {
    try {
      if (!SAFE_METHODS.has(req.method)) {
        if (!req.get('origin')) throw new ForbiddenError('Cross-site request refused');
      }
      if (access === 'public') return next();
      const admin = await req.adminSession.holder();
      if (!admin) throw new AuthError('Admin login required');
      if (admin.mfaEnrolmentDue && !beforeMfaEnrolment) throw new MfaEnrolmentRequiredError();
      if (access === 'superadmin' && admin.role !== 'superadmin') throw new ForbiddenError('Super admin privileges required');
      req.admin = admin;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** A router whose every route states its access: `r.get('/users', 'admin', handler)`. */
export function adminRoutes(): AdminRoutes {
  const router = Router();
  const declare =
    (method: Method): Declare =>
    (path, declaredAccess, ...handlers) => {
      const { access, beforeMfaEnrolment } =
        typeof declaredAccess === 'string' ? { access: declaredAccess, beforeMfaEnrolment: declaredAccess === 'public' } : declaredAccess;
      const spec: AdminRouteSpec = { method: method.toUpperCase() as Uppercase<Method>, path, access, beforeMfaEnrolment };
      declared.set(`${spec.method} ${path}`, spec);
      router[method](path, requireAdminAccess(access, { beforeMfaEnrolment }), ...handlers);
    };
  return { router, get: declare('get'), post: declare('post'), put: declare('put'), patch: declare('patch'), delete: declare('delete') };
}

/** The admin the guard let through (for handlers behind an 'admin' or 'superadmin' route). */
export function signedInAdmin(req: Request): SessionAdmin {
  if (!req.admin) throw new AuthError('Admin login required');
  return req.admin;
}

/** The audit actor of this request: the signed-in admin, if any, and the client's address. */
export function auditActor(req: Request): AuditActor {
  return { adminId: req.admin?.id ?? null, ip: req.ip ?? null };
}
