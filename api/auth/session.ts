// Site-user sessions: a sealed cookie (api/http/sealed-session.ts, SameSite=Lax) over
// user_sessions rows, ended after 7 days without use and 90 days after the login however often it
// is used (docs/decisions/065). The middleware gives each request `req.session`, which reads the
// row on first use only; `requireUser` guards every user-only route.
import type { Request, RequestHandler } from 'express';
import type { Sql } from '#db/connection.ts';
import { LoginRequiredError } from '../errors.ts';
import { type SealedSessionOptions, sealedSessions } from '../http/sealed-session.ts';
import type { UserRow } from './auth.queries.ts';
import { deleteSession, findLiveSession, insertSession } from './session.queries.ts';

/** A session ends this long after its last use… */
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
/** …and never longer than this after its login, however often it is used. */
export const SESSION_ABSOLUTE_SECONDS = 90 * 24 * 3600;
/** last_activity (and the cookie's lifetime) move at most once a minute, not on every request. */
export const SESSION_TOUCH_SECONDS = 60;

export interface Session {
  /** The signed-in, active user, or null for a guest (read once per request). */
  user(): Promise<UserRow | null>;
  /** The hash of this request's session id (the row's key), when it carries one. */
  idHash(): Promise<string | null>;
  /** Signs `userId` in with a new session id (any session this cookie held ends). */
  start(userId: number): Promise<void>;
  /** Ends this session: the row goes and the cookie is cleared. */
  end(): Promise<void>;
}

declare global {
  namespace Express {
    interface Request {
      session: Session;
      /** Set by requireUser. */
      user?: UserRow;
    }
  }
}

export interface SessionDeps {
  sql: Sql;
  env: SealedSessionOptions['env'];
}

export function sessions({ sql, env }: SessionDeps): RequestHandler {
  const open = sealedSessions<UserRow>(
    { env, name: 'contacto.sid', sameSite: 'lax', maxAgeSeconds: SESSION_IDLE_SECONDS, ttlSeconds: SESSION_ABSOLUTE_SECONDS },
    {
      async find(idHash) {
        const live = await findLiveSession(sql, idHash, {
          touchSeconds: SESSION_TOUCH_SECONDS,
          idleSeconds: SESSION_IDLE_SECONDS,
          absoluteSeconds: SESSION_ABSOLUTE_SECONDS,
        });
        return live && { holder: live.user, touched: live.touched };
      },
      insert: (idHash, userId, { userAgent }) =>
        insertSession(sql, {
          idHash,
          userId,
          idleSeconds: SESSION_IDLE_SECONDS,
          absoluteSeconds: SESSION_ABSOLUTE_SECONDS,
          userAgent,
        }),
      remove: (idHash) => deleteSession(sql, idHash),
    },
  );
  return (req, res, next) => {
    const session = open(req, res);
    req.session = { user: session.holder, idHash: session.idHash, start: session.start, end: session.end };
    next();
  };
}

/** Guards a user-only route: a guest gets 401 `{ message: 'Authentication required', requiresLogin: true }`. */
export const requireUser: RequestHandler = async (req, _res, next) => {
  try {
    const user = await req.session.user();
    if (!user) return next(new LoginRequiredError());
    req.user = user;
    next();
  } catch (error) {
    next(error);
  }
};

/** The user requireUser let through (for handlers behind it). */
export function signedInUser(req: Request): UserRow {
  if (!req.user) throw new LoginRequiredError();
  return req.user;
}
