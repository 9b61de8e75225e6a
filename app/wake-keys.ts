// What the boot of a server-drawn page reads to tell whether the app has something to show at
// once (app/boot-mode.ts, decision 050): kept here, apart from the modules that write them, so the
// boot reads them without loading those.

/** localStorage: the language just switched to; the app says so once, after the reload, and
 * removes it (internal, not spec). Beside the account, so the boot opens one storage only: each
 * costs a round trip to the browser the first time. */
export const LANGUAGE_CHANGED_KEY = 'language_changed';
/** localStorage: the signed-in account this device remembers; the app's header shows it. */
export const SESSION_USER_KEY = 'contacto.session-user';
/** The address's parameter the confirmation mail's link lands with; the app says how it went. */
export const EMAIL_VERIFIED_PARAM = 'emailVerified';

/** The device's IndexedDB database (app/local/db.ts): the cart, the replica and the rest. */
export const LOCAL_DB_NAME = 'contacto';
/** localStorage: the cart of an older version of the app, moved into the database once the app
 * has loaded (app/local/cart-migration.ts). */
export const LEGACY_CART_KEY = 'cart-storage';
/** localStorage: how many contacts her cart held when the app last read it (app/local/cart-live.ts).
 * A hint for the drawn cart page, never the cart itself (decision 053). */
export const CART_COUNT_KEY = 'contacto.cart-count';

/** On the drawn cart page's "Loading" panel (app/routes/$lang/cart.tsx): the boot looks for it. */
export const CART_PENDING_ATTRIBUTE = 'data-cart-pending';
/** On <html> once the boot knows her cart is empty: the drawn page shows its empty state instead
 * of "Loading" (app/styles.css), and waits for her like any complete drawn page. */
export const CART_EMPTY_ATTRIBUTE = 'data-cart-empty';

/** localStorage: DRAFT_NONE when the app last found no draft of her submission on the device, or
 * cleared it (app/local/submission-draft.ts); a draft write removes it first. A hint for the drawn
 * submission form, never the draft itself (decision 055). */
export const DRAFT_NONE_KEY = 'contacto.submission-draft';
export const DRAFT_NONE = 'none';

/** On the drawn submission form's card (app/routes/$lang/submit-profile.tsx): what it shows depends
 * on her draft, kept on the device. Hidden until the boot knows there is none or the app has taken
 * over (app/styles.css); the boot looks for it. */
export const DEVICE_DRAFT_ATTRIBUTE = 'data-device-draft';
/** On <html> once the boot knows the device holds no draft: the drawn form shows as drawn, and waits
 * for her like any complete drawn page. */
export const DRAFT_EMPTY_ATTRIBUTE = 'data-draft-empty';
