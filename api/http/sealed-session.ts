// The session cookie both kinds of session share: the cookie holds only a random id,
// sealed with iron-session under a key derived from the server secret (SESSION_SECRET_PREVIOUS
// keeps older cookies opening during a rotation); a row keyed by the id's SHA-256 is the truth
// about expiry, revocation and last use, so sessions survive a restart and work on every replica.
// Site users (api/auth/session.ts) and admins (api/admin/admin-session.ts) each bring their own
// cookie, table and lifetimes through a SessionStore.
import type { Request, Response } from 'express';
import { getIronSession, type SessionOptions } from 'iron-session';
import { hashToken, randomToken } from '#lib/crypto.ts';
import type { Env } from '../env.ts';
import { serverKeyRing } from '../secret.ts';

/** The rows behind one kind of session. */
export interface SessionStore<T> {
  /** The holder of a live session, and whether this look-up slid its expiry (the cookie follows). */
  find(idHash: string): Promise<{ holder: T; touched: boolean } | undefined>;
  /** Writes the row of a new session. */
  insert(idHash: string, holderId: number, meta: { userAgent: string | null; ip: string | null }): Promise<void>;
  remove(idHash: string): Promise<void>;
}

export interface SealedSessionOptions {
  env: Pick<Env, 'NODE_ENV' | 'SESSION_SECRET' | 'SESSION_SECRET_PREVIOUS' | 'DATA_DIR'>;
  /** The cookie's name; production adds the __Host- prefix (Secure, path=/, no Domain). */
  name: string;
  sameSite: 'lax' | 'strict';
  /** The cookie's Max-Age (the sliding lifetime) and the seal's time-to-live (the absolute cap). */
  maxAgeSeconds: number;
  ttlSeconds: number;
}

export interface SealedSession<T> {
  /** The holder of this request's live session, or null (read once per request). */
  holder(): Promise<T | null>;
  /** The hash of this request's session id (the row's key), when it carries one. */
  idHash(): Promise<string | null>;
  /** Starts a session for `holderId` with a new id (any session this cookie held ends). */
  start(holderId: number): Promise<void>;
  /** Ends this session: the row goes and the cookie is cleared. */
  end(): Promise<void>;
}

interface CookieData {
  sid?: string;
}

/** Opens the sessions of one kind, request by request. */
export function sealedSessions<T>(
  options: SealedSessionOptions,
  store: SessionStore<T>,
): (req: Request, res: Response) => SealedSession<T> {
  const secure = options.env.NODE_ENV === 'production';
  const cookieName = secure ? `__Host-${options.name}` : options.name;
  let passwords: Record<string, string> | undefined;
  // Iron seals with the highest-numbered password and opens with any: the current key gets the
  // highest number, SESSION_SECRET_PREVIOUS the ones below, so a rotation keeps people signed in.
  const ironOptions = (): SessionOptions => {
    if (!passwords) {
      const { accepted } = serverKeyRing(options.env, 'session cookie');
      passwords = Object.fromEntries(accepted.map((k, i) => [String(accepted.length - i), k.key.toString('base64url')]));
    }
    return {
      cookieName,
      password: passwords,
      ttl: options.ttlSeconds,
      cookieOptions: { httpOnly: true, secure, sameSite: options.sameSite, path: '/', maxAge: options.maxAgeSeconds },
    };
  };

  return (req, res) => {
    let cookie: ReturnType<typeof getIronSession<CookieData>> | undefined;
    let current: Promise<T | null> | undefined;
    const open = () => {
      cookie ??= getIronSession<CookieData>(req, res, ironOptions()).catch(() =>
        // A seal iron cannot even take apart (a forged cookie with a wrong prefix or expiration):
        // opened as no cookie at all, then cleared like any cookie that does not open.
        getIronSession<CookieData>({ headers: {} } as Request, res, ironOptions()),
      );
      return cookie;
    };
    const idHash = async () => {
      const sid = (await open()).sid;
      return typeof sid === 'string' && sid ? hashToken(sid) : null;
    };
    const read = async (): Promise<T | null> => {
      const hash = await idHash();
      const data = await open();
      if (!hash) {
        // A cookie that does not open (forged, or sealed with a retired secret) is cleared too.
        if (req.get('cookie')?.includes(`${cookieName}=`)) data.destroy();
        return null;
      }
      const live = await store.find(hash);
      if (!live) {
        // Expired, revoked or unknown: forget it, so the browser stops sending it.
        data.destroy();
        return null;
      }
      if (live.touched && !res.headersSent) await data.save(); // the cookie slides with the row
      return live.holder;
    };
    return {
      holder() {
        current ??= read();
        return current;
      },
      idHash,
      async start(holderId) {
        const data = await open();
        const previous = await idHash();
        if (previous) await store.remove(previous);
        const sid = randomToken(32);
        await store.insert(hashToken(sid), holderId, { userAgent: req.get('user-agent')?.slice(0, 256) ?? null, ip: req.ip ?? null });
        data.sid = sid;
        await data.save();
        current = undefined;
      },
      async end() {
        const previous = await idHash();
        if (previous) await store.remove(previous);
        (await open()).destroy();
        current = Promise.resolve(null);
      },
    };
  };
}
