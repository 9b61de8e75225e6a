// While the mfa_required setting is on, an admin who has not enrolled may sign in, see who they
// are, log out and set up MFA, and nothing else. The rule has one source: the admin session's
// holder carries `mfaEnrolmentDue` (admin-session.queries.ts), and both doors to private data
// read it here — every /api/admin route except those declared reachable before enrolment
// (admin-route.ts) answers 403 {message, code: 'mfaEnrolmentRequired', mfaEnrolmentRequired:
// true} (the app then sends them to /admin/security), and the admin cookie opens no private media
// (media-access.ts). Guests and site users are answered by the routes' own guard (401).
import { AppError } from '../../errors.ts';
import type { SessionAdmin } from '../admin-session.ts';

export const MFA_ENROLMENT_REQUIRED = 'mfaEnrolmentRequired';

export class MfaEnrolmentRequiredError extends AppError {
  constructor() {
    super(403, 'Set up two-factor authentication to continue', { code: MFA_ENROLMENT_REQUIRED, mfaEnrolmentRequired: true });
  }
}

/** Whether this session's admin may use the back office now (false while MFA enrolment is due). */
export function mayUseBackOffice(admin: SessionAdmin | null): admin is SessionAdmin {
  return admin !== null && !admin.mfaEnrolmentDue;
}
