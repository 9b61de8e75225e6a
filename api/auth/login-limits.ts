// The brute-force guard of the login (issue 10, DESIGN §10): failed logins are limited per
// account (10 in 15 minutes, from whatever addresses) and per client address. Both are counted
// before the password hash is checked, so parallel guesses cannot slip past, and handed back
// when the login succeeds, so only failures count. The account is keyed by a keyed hash of its
// lower-cased email, for unknown emails too: the answer never tells whether an account exists.
import type { Sql } from '#db/connection.ts';
import { keyedHash } from '../crypto.ts';
import { RateLimitError } from '../errors.ts';
import { clientBucket } from '../rate-limit/client-key.ts';
import { hitWindow, unhitWindow } from '../rate-limit/rate-limit.queries.ts';
import type { LimiterBase } from '../rate-limit/rate-limit.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failed logins one account may see in a window, whatever the addresses. */
export const LOGIN_ACCOUNT_LIMIT = 10;
/** Failed logins one client address (IPv6: its /64) may make in a window, over all accounts. */
export const LOGIN_CLIENT_LIMIT = 30;
/** Reset mails one account may be sent per hour, whoever asks: nobody can flood an inbox. */
export const RESET_MAILS_PER_ACCOUNT_HOUR = 3;

/** A login past a limit: 429 with Retry-After, and a message the dialog shows as it is. */
export class LoginLimitError extends RateLimitError {
  constructor(retryAfterSeconds: number, message: string) {
    super(retryAfterSeconds);
    this.message = message;
  }
}

export interface LoginAttempt {
  /** The login succeeded: its hits are handed back. */
  succeeded(): Promise<void>;
}

export interface LoginLimits {
  /**
   * Counts one try for the client and the account; throws `tooMany(seconds)` past either limit
   * (the client's first: a client over its limit does not count against the account).
   */
  attempt(ip: string | undefined, account: string, tooMany: (retryAfterSeconds: number) => Error): Promise<LoginAttempt>;
  /** Counts one reset mail for the account; false past its hourly allowance. */
  resetMail(account: string): Promise<boolean>;
}

export function createLoginLimits(
  sql: Sql,
  limiter: LimiterBase,
  limits = { account: LOGIN_ACCOUNT_LIMIT, client: LOGIN_CLIENT_LIMIT },
): LoginLimits {
  const hit = async (bucket: string, limit: number) => {
    const { hits, secondsLeft } = await hitWindow(sql, bucket, LOGIN_WINDOW_SECONDS, limiter.clock?.());
    return { allowed: hits <= limit, secondsLeft };
  };
  const accountBucket = (name: string, account: string) =>
    `${name}:${keyedHash(limiter.secret(), `account ${account.trim().toLowerCase()}`).slice(0, 32)}`;
  return {
    async attempt(ip, account, tooMany) {
      const secret = limiter.secret();
      const clientKey = clientBucket('login-client', ip, secret);
      const accountKey = accountBucket('login-account', account);
      const client = await hit(clientKey, limits.client);
      if (!client.allowed) throw tooMany(client.secondsLeft);
      const owner = await hit(accountKey, limits.account);
      if (!owner.allowed) throw tooMany(owner.secondsLeft);
      return {
        async succeeded() {
          const now = limiter.clock?.();
          await unhitWindow(sql, clientKey, LOGIN_WINDOW_SECONDS, now);
          await unhitWindow(sql, accountKey, LOGIN_WINDOW_SECONDS, now);
        },
      };
    },
    async resetMail(account) {
      const { hits } = await hitWindow(sql, accountBucket('reset-account', account), 3600, limiter.clock?.());
      return hits <= RESET_MAILS_PER_ACCOUNT_HOUR;
    },
  };
}
