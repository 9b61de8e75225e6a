// The brute-force guard of the login (docs/decisions/063): failed logins are counted per client
// address (30 in 15 minutes over all accounts), per account and client (10), and per account from
// whatever addresses (10). The first two refuse before the password hash is checked, so one
// client's guesses stop there. The per-account count never locks the owner out: past it the
// password is still checked, a right one (and code) signs in, and a wrong one is refused with the
// same 429, so guesses spread over many addresses stay refused while a stranger's tries cannot
// keep her out. Hits are counted before the hash is checked, so parallel guesses cannot slip
// past, and handed back when the login succeeds, so only failures count. The account is keyed by
// a keyed hash of its lower-cased name, for unknown names too: the answer never tells whether an
// account exists.
import type { Sql } from '#db/connection.ts';
import { keyedHash } from '#lib/crypto.ts';
import { RateLimitError } from '../errors.ts';
import { clientBucket, clientKey } from '../rate-limit/client-key.ts';
import { hitWindow, unhitWindow } from '../rate-limit/rate-limit.queries.ts';
import type { LimiterBase } from '../rate-limit/rate-limit.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failed logins one account may see in a window, whatever the addresses; past it only a right
 * password (and code) gets through. */
export const LOGIN_ACCOUNT_LIMIT = 10;
/** Failed logins one client address may make against one account in a window: then refused. */
export const LOGIN_ACCOUNT_CLIENT_LIMIT = 10;
/** Failed logins one client address (IPv6: its /64) may make in a window, over all accounts. */
export const LOGIN_CLIENT_LIMIT = 30;
/** Reset mails one account may be sent per hour, whoever asks: nobody can flood an inbox. */
export const RESET_MAILS_PER_ACCOUNT_HOUR = 3;
/** Notices that someone asked for her address, per account and hour, whoever asks. */
export const NOTICE_MAILS_PER_ACCOUNT_HOUR = 3;

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
  /**
   * The login failed: the error to answer with, `tooMany` when the account is past its limit
   * (guesses from many addresses stay refused), else `failure` as it is.
   */
  failed(failure: Error): Error;
}

export interface LoginLimits {
  /**
   * Counts one try for the client, the account from this client and the account; throws
   * `tooMany(seconds)` past the client's or the account-and-client limit (those first: a try they
   * refuse does not count against the account). Past the account's own limit it does not throw:
   * the caller checks the password and answers a failure with `failed()`.
   */
  attempt(ip: string | undefined, account: string, tooMany: (retryAfterSeconds: number) => Error): Promise<LoginAttempt>;
  /** Counts one reset mail for the account; false past its hourly allowance. */
  resetMail(account: string): Promise<boolean>;
  /** Counts one "someone asked for your address" notice to the account; false past its hourly allowance. */
  noticeMail(account: string): Promise<boolean>;
}

export function createLoginLimits(
  sql: Sql,
  limiter: LimiterBase,
  limits = { account: LOGIN_ACCOUNT_LIMIT, accountClient: LOGIN_ACCOUNT_CLIENT_LIMIT, client: LOGIN_CLIENT_LIMIT },
): LoginLimits {
  const hit = async (bucket: string, limit: number) => {
    const { hits, secondsLeft } = await hitWindow(sql, bucket, LOGIN_WINDOW_SECONDS, limiter.clock?.());
    return { allowed: hits <= limit, secondsLeft };
  };
  const accountKey = (account: string) => `account ${account.trim().toLowerCase()}`;
  const accountBucket = (name: string, account: string) => `${name}:${keyedHash(limiter.secret(), accountKey(account)).slice(0, 32)}`;
  return {
    async attempt(ip, account, tooMany) {
      const secret = limiter.secret();
      const clientOnly = clientBucket('login-client', ip, secret);
      const pairKey = `login-account-client:${keyedHash(secret, `${accountKey(account)} from ${clientKey(ip)}`).slice(0, 32)}`;
      const ownerKey = accountBucket('login-account', account);
      const client = await hit(clientOnly, limits.client);
      if (!client.allowed) throw tooMany(client.secondsLeft);
      const pair = await hit(pairKey, limits.accountClient);
      if (!pair.allowed) throw tooMany(pair.secondsLeft);
      const owner = await hit(ownerKey, limits.account);
      return {
        async succeeded() {
          const now = limiter.clock?.();
          await unhitWindow(sql, clientOnly, LOGIN_WINDOW_SECONDS, now);
          await unhitWindow(sql, pairKey, LOGIN_WINDOW_SECONDS, now);
          await unhitWindow(sql, ownerKey, LOGIN_WINDOW_SECONDS, now);
        },
        failed(failure) {
          return owner.allowed ? failure : tooMany(owner.secondsLeft);
        },
      };
    },
    async resetMail(account) {
      const { hits } = await hitWindow(sql, accountBucket('reset-account', account), 3600, limiter.clock?.());
      return hits <= RESET_MAILS_PER_ACCOUNT_HOUR;
    },
    async noticeMail(account) {
      const { hits } = await hitWindow(sql, accountBucket('notice-account', account), 3600, limiter.clock?.());
      return hits <= NOTICE_MAILS_PER_ACCOUNT_HOUR;
    },
  };
}
