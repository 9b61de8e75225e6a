// Admin sessions: the site users' sealed-cookie design with its own cookie
// and table, stricter: SameSite=Strict, 30 minutes idle, 12 hours at most after the login, and a
// session holds only while its admin stays active in the role it began with.
import type { RequestHandler } from 'express';
import type { Sql } from '#db/connection.ts';
import { type SealedSession, type SealedSessionOptions, sealedSessions } from '../http/sealed-session.ts';
import { deleteAdminSession, findLiveAdminSession, insertAdminSession, type SessionAdmin } from './admin-session.queries.ts';

export { type AdminRole, type AdminRow, endAdminSessions, endOtherAdminSessions, type SessionAdmin } from './admin-session.queries.ts';

/** An admin session ends this long after its last request… */
export const ADMIN_IDLE_SECONDS = 30 * 60;
/** …and never later than this after its login. */
export const ADMIN_ABSOLUTE_SECONDS = 12 * 3600;
/** last_activity (and the cookie's lifetime) move at most once a minute. */
export const ADMIN_TOUCH_SECONDS = 60;

export type AdminSession = SealedSession<SessionAdmin>;

declare global {
  namespace Express {
    interface Request {
      adminSession: AdminSession;
      /** Set by the admin routes' guard (api/admin/admin-route.ts). */
      admin?: SessionAdmin;
    }
  }
}

export function adminSessions({ sql, env }: { sql: Sql; env: SealedSessionOptions['env'] }): RequestHandler {
  const open = sealedSessions<SessionAdmin>(
    { env, name: 'contacto.admin', sameSite: 'strict', maxAgeSeconds: ADMIN_IDLE_SECONDS, ttlSeconds: ADMIN_ABSOLUTE_SECONDS },
    {
      async find(idHash) {
        const live = await findLiveAdminSession(sql, idHash, { touchSeconds: ADMIN_TOUCH_SECONDS, idleSeconds: ADMIN_IDLE_SECONDS });
        return live && { holder: live.admin, touched: live.touched };
      },
      insert: (idHash, adminId, meta) =>
        insertAdminSession(sql, { idHash, adminId, idleSeconds: ADMIN_IDLE_SECONDS, absoluteSeconds: ADMIN_ABSOLUTE_SECONDS, ...meta }),
      remove: (idHash) => deleteAdminSession(sql, idHash),
    },
  );
  return (req, res, next) => {
    req.adminSession = open(req, res);
    next();
  };
}
