// /api/auth: the calls a plain client makes — GET user (401 for a guest), POST login, register
// (201; she signs in once her address is confirmed, docs/decisions/063) and logout — plus
// forgot/reset password, email confirmation and, for a signed-in user, password and email
// changes. Each successful login or reset starts a session with a new id.
import express from 'express';
import type { Logger } from 'pino';
import {
  type AuthMessage,
  ChangeEmailSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from '#contract/auth.schema.ts';
import { isLanguage } from '#contract/languages.ts';
import type { Sql } from '#db/connection.ts';
import { ValidationError } from '../errors.ts';
import { noStore } from '../http/cache-control.ts';
import { parseInput } from '../http/parse-input.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import { createRateLimiter, type LimiterBase, rateLimit } from '../rate-limit/rate-limit.ts';
import { authTexts, createAuthService, toUser } from './auth.service.ts';
import { createLoginLimits } from './login-limits.ts';
import { requireUser, signedInUser } from './session.ts';

export interface AuthRouterDeps {
  sql: Sql;
  jobs?: JobSender;
  log: Logger;
  limiter: LimiterBase;
}

/** Sign-ups per client per hour; reset mails per client per hour; token checks per client per 15 minutes. */
export const REGISTRATIONS_PER_HOUR = 10;
export const RESET_MAILS_PER_HOUR = 5;
export const TOKEN_CHECKS_PER_WINDOW = 30;

export function authRouter({ sql, jobs, log, limiter }: AuthRouterDeps): express.Router {
  const service = createAuthService({ sql, jobs, log, loginLimits: createLoginLimits(sql, limiter) });
  const perClient = (name: string, limit: number, windowSeconds: number) =>
    rateLimit(createRateLimiter(sql, { name, limit, windowSeconds, ...limiter }));
  const registerLimit = perClient('register', REGISTRATIONS_PER_HOUR, 3600);
  const resetMailLimit = perClient('password-reset', RESET_MAILS_PER_HOUR, 3600);
  const tokenLimit = perClient('auth-token', TOKEN_CHECKS_PER_WINDOW, 15 * 60);
  const router = express.Router();
  // Answers about who is signed in are private to that browser: no cache keeps them.
  router.use('/auth', noStore);

  router.get('/auth/user', requireUser, (req, res) => {
    res.json(toUser(signedInUser(req)));
  });

  // The app's session probe: the same user, or null for a guest, always a 200 (a guest's every
  // page would otherwise log a failed request). GET /api/auth/user keeps its 401 for other clients.
  router.get('/auth/session', async (req, res) => {
    const user = await req.session.user();
    res.json({ user: user ? toUser(user) : null });
  });

  router.post('/auth/login', async (req, res) => {
    const input = parseInput(LoginSchema, req.body ?? {});
    const user = await service.login(input, req.ip);
    await req.session.start(user.id);
    res.json(toUser(user));
  });

  // The same 201 whether or not the address has an account (auth.service.ts); nobody is signed in.
  router.post('/auth/register', registerLimit, async (req, res) => {
    const input = parseInput(RegisterSchema, req.body ?? {});
    await service.register(input);
    const answer: AuthMessage = { message: authTexts(input.language)('messages.registerSent') };
    res.status(201).json(answer);
  });

  router.post('/auth/logout', async (req, res) => {
    const language = (req.body as { language?: unknown } | undefined)?.language;
    await req.session.end();
    const answer: AuthMessage = { message: authTexts(isLanguage(language) ? language : undefined)('messages.loggedOut') };
    res.json(answer);
  });

  router.post('/auth/forgot-password', resetMailLimit, async (req, res) => {
    const input = parseInput(ForgotPasswordSchema, req.body ?? {});
    await service.forgotPassword(input);
    const answer: AuthMessage = { message: authTexts(input.language)('messages.resetSent') };
    res.json(answer);
  });

  router.post('/auth/reset-password', tokenLimit, async (req, res) => {
    const input = parseInput(ResetPasswordSchema, req.body ?? {});
    const user = await service.resetPassword(input);
    await req.session.start(user.id);
    res.json(toUser(user));
  });

  router.post('/auth/verify-email', tokenLimit, async (req, res) => {
    const user = await service.verifyEmail(parseInput(VerifyEmailSchema, req.body ?? {}));
    const answer: AuthMessage = { message: authTexts(user.language)('messages.emailVerified') };
    res.json(answer);
  });

  // The link in the confirmation mail: confirms and sends her to the site in her language.
  router.get('/auth/verify-email', tokenLimit, async (req, res) => {
    const language = isLanguage(req.query.lang) ? req.query.lang : 'en';
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    let verified = true;
    try {
      await service.verifyEmail(parseInput(VerifyEmailSchema, { token }));
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      verified = false;
    }
    res.redirect(303, `/${language}?emailVerified=${verified}`);
  });

  router.post('/auth/resend-verification', requireUser, tokenLimit, async (req, res) => {
    const user = signedInUser(req);
    await service.resendVerification(user);
    const answer: AuthMessage = { message: authTexts(user.language)('messages.verificationSent') };
    res.json(answer);
  });

  router.post('/auth/change-password', requireUser, async (req, res) => {
    const user = signedInUser(req);
    const input = parseInput(ChangePasswordSchema, req.body ?? {});
    await service.changePassword(user, input, await req.session.idHash(), req.ip);
    await req.session.start(user.id); // a new id for the session that made the change
    const answer: AuthMessage = { message: authTexts(user.language)('messages.passwordChanged') };
    res.json(answer);
  });

  router.post('/auth/change-email', requireUser, async (req, res) => {
    const user = signedInUser(req);
    const input = parseInput(ChangeEmailSchema, req.body ?? {});
    await service.changeEmail(user, input, await req.session.idHash(), req.ip);
    await req.session.start(user.id);
    const answer: AuthMessage = { message: authTexts(user.language)('messages.emailChangeSent') };
    res.json(answer);
  });

  return router;
}
