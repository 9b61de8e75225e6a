// What the boot of a server-drawn page reads to tell whether the app has something to show at
// once (app/boot-mode.ts, decision 050): kept here, apart from the modules that write them, so the
// boot reads them without loading those.

/** sessionStorage: the language just switched to; the app says so once, after the reload
 * (internal, not spec). */
export const LANGUAGE_CHANGED_KEY = 'language_changed';
/** localStorage: the signed-in account this device remembers; the app's header shows it. */
export const SESSION_USER_KEY = 'contacto.session-user';
/** The address's parameter the confirmation mail's link lands with; the app says how it went. */
export const EMAIL_VERIFIED_PARAM = 'emailVerified';
