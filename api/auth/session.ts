// Site-user sessions (DESIGN §10, issue 10): the cookie holds only a random session id, sealed
// with iron-session under a key derived from the server secret; the user_sessions row (keyed by
// the id's hash) is the truth about expiry, revocation and last use, so sessions survive a restart
// and work on every replica. The middleware gives each request `req.session`, which reads the
// row on first use only; `requireUser` guards every user-only route.
import type { Request, RequestHandler, Response } from 'express';
import { getIronSession } from 'iron-session';
import type { Sql } from '#db/connection.ts';
import { hashToken, randomToken } from '../crypto.ts';
import type { Env } from '../env.ts';
import { LoginRequiredError } from '../errors.ts';
import { serverKeyRing } from '../secret.ts';
import type { UserRow } from './auth.queries.ts';
import { deleteSession, findLiveSession, insertSession } from './session.queries.ts';

/** A session lives this long after its last use… */
export const SESSION_SLIDING_SECONDS = 30 * 24 * 3600;
/** …and never longer than this after its login, however often it is used. */
export const SESSION_ABSOLUTE_SECONDS = 90 * 24 * 3600;
/** last_activity (and the cookie's lifetime) move at most once a minute, not on every request. */
export const SESSION_TOUCH_SECONDS = 60;

interface CookieData {
  sid?: string;
}

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
  env: Pick<Env, 'NODE_ENV' | 'SESSION_SECRET' | 'SESSION_SECRET_PREVIOUS' | 'DATA_DIR'>;
}

export function sessions({ sql, env }: SessionDeps): RequestHandler {
  const secure = env.NODE_ENV === 'production';
  let password: Record<string, string> | undefined;
  // Iron seals with the highest-numbered password and opens with any: the current key gets the
  // highest number, SESSION_SECRET_PREVIOUS the ones below, so a rotation keeps users signed in.
  const passwords = () => {
    if (!password) {
      const { accepted } = serverKeyRing(env, 'session cookie');
      password = Object.fromEntries(accepted.map((k, i) => [String(accepted.length - i), k.key.toString('base64url')]));
    }
    return password;
  };
  const options = () => ({
    // __Host-: the browser refuses it unless Secure, path=/ and without a Domain.
    cookieName: secure ? '__Host-contacto.sid' : 'contacto.sid',
    password: passwords(),
    ttl: SESSION_ABSOLUTE_SECONDS,
    cookieOptions: { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge: SESSION_SLIDING_SECONDS },
  });
  return (req, res, next) => {
    req.session = createSession(sql, req, res, options);
    next();
  };
}

function createSession(sql: Sql, req: Request, res: Response, options: () => Parameters<typeof getIronSession>[2]): Session {
  let cookie: ReturnType<typeof getIronSession<CookieData>> | undefined;
  let current: Promise<UserRow | null> | undefined;
  const { cookieName } = options();
  const open = () => {
    cookie ??= getIronSession<CookieData>(req, res, options());
    return cookie;
  };
  const idHash = async () => {
    const sid = (await open()).sid;
    return typeof sid === 'string' && sid ? hashToken(sid) : null;
  };
  const read = async (): Promise<UserRow | null> => {
    const hash = await idHash();
    const data = await open();
    if (!hash) {
      // A cookie that does not open (forged, or sealed with a retired secret) is cleared too.
      if (req.get('cookie')?.includes(`${cookieName}=`)) data.destroy();
      return null;
    }
    const live = await findLiveSession(sql, hash, { touchSeconds: SESSION_TOUCH_SECONDS, slidingSeconds: SESSION_SLIDING_SECONDS });
    if (!live) {
      // Expired, revoked or unknown: forget it, so the browser stops sending it.
      data.destroy();
      return null;
    }
    if (live.touched && !res.headersSent) await data.save(); // the cookie slides with the row
    return live.user;
  };
  return {
    user() {
      current ??= read();
      return current;
    },
    idHash,
    async start(userId) {
      const data = await open();
      const previous = await idHash();
      if (previous) await deleteSession(sql, previous);
      const sid = randomToken(32);
      const userAgent = req.get('user-agent')?.slice(0, 256) ?? null;
      await insertSession(sql, {
        idHash: hashToken(sid),
        userId,
        slidingSeconds: SESSION_SLIDING_SECONDS,
        absoluteSeconds: SESSION_ABSOLUTE_SECONDS,
        userAgent,
      });
      data.sid = sid;
      await data.save();
      current = undefined;
    },
    async end() {
      const previous = await idHash();
      if (previous) await deleteSession(sql, previous);
      (await open()).destroy();
      current = Promise.resolve(null);
    },
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
