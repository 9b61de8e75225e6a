// The site account's calls (/api/auth): who is signed in, login, sign-up, logout, and the
// password reset by email. The session is asked on every start, so this module is in the first
// download: its schemas load with the first answer that needs one (a guest's first download
// carries neither them nor zod; the login and sign-up forms have loaded them already).
import type { AuthMessage, ForgotPassword, Login, RegisterInput, ResetPassword, User } from '#contract/auth.schema.ts';
import { type AnswerSchema, lazySchema, request } from './client.ts';

const contract = () => import('#contract/auth.schema.ts');
/** The user schema, loaded on the first user it checks (the device's copy of the session is checked with it too). */
export const UserAnswer = lazySchema(() => contract().then(({ UserSchema }) => UserSchema));
const MessageAnswer = lazySchema(() => contract().then(({ AuthMessageSchema }) => AuthMessageSchema));

/** The session answer: its user is checked (the schema loaded) only when there is one. */
const SessionAnswer: AnswerSchema<{ user: User | null }> = {
  '~standard': {
    validate: async (value: unknown) => {
      const user = (value as { user?: unknown } | null)?.user;
      if (user === null) return { value: { user: null } };
      const checked = await UserAnswer['~standard'].validate(user);
      return checked.issues ? checked : { value: { user: checked.value } };
    },
  },
};

/** GET /api/auth/session: the signed-in user, or null for a guest. */
export async function fetchSessionUser(): Promise<User | null> {
  return (await request('/api/auth/session', { schema: SessionAnswer })).user;
}

/** POST /api/auth/login: the user now signed in (400 with field errors, 401 for wrong credentials). */
export function login(body: Login): Promise<User> {
  return request('/api/auth/login', { method: 'POST', body, schema: UserAnswer });
}

/**
 * POST /api/auth/register (201): nobody is signed in yet; the account signs in once the link
 * mailed to the address is followed (the answer is the same whether or not it had an account).
 */
export function register(body: RegisterInput): Promise<AuthMessage> {
  return request('/api/auth/register', { method: 'POST', body, schema: MessageAnswer });
}

/** POST /api/auth/forgot-password: mails a reset link if the address has an account. */
export function forgotPassword(body: ForgotPassword): Promise<AuthMessage> {
  return request('/api/auth/forgot-password', { method: 'POST', body, schema: MessageAnswer });
}

/** POST /api/auth/reset-password: the new password, and the user now signed in (400 for a used or expired link). */
export function resetPassword(body: ResetPassword): Promise<User> {
  return request('/api/auth/reset-password', { method: 'POST', body, schema: UserAnswer });
}

/** POST /api/auth/logout. Throws as request does (a network failure is not an ApiError). */
export function logout(): Promise<AuthMessage> {
  return request('/api/auth/logout', { method: 'POST', body: {}, schema: MessageAnswer });
}
