// When the app loads (app/boot.ts, decisions 049 and 050), and the press a visitor made on a
// server-drawn page before the app took it over. Kept apart from boot.ts so it can be tested
// without starting the app; it must stay tiny and import nothing heavy: it is all the JavaScript
// such a page loads before its load event.
import { APP_SCRIPTS_ID, NEEDS_APP_ATTRIBUTE } from '#api/contract/page-data.ts';
import { SSR_DATA_ID } from './ssr/ssr-data.ts';
import {
  CART_COUNT_KEY,
  EMAIL_VERIFIED_PARAM,
  LANGUAGE_CHANGED_KEY,
  LEGACY_CART_KEY,
  LOCAL_DB_NAME,
  SESSION_USER_KEY,
} from './wake-keys.ts';

/**
 * - `now`: a page the browser draws itself (the service worker's shell, account pages, the back
 *   office): nothing to show without the app.
 * - `after-load`: a page the browser draws behind the server's first paint (the submission form:
 *   its heading and introduction; the page names its scripts, #app-scripts), or a page the server
 *   drew whose app has something to show at once: the page's own
 *   content is on the device (the cart: the server marks it `data-needs-app`), the app has a
 *   notice to give (the language just changed, the confirmation mail's outcome), or the device
 *   remembers a signed-in account (the drawn header shows a guest).
 * - `on-input`: any other page the server drew: it is complete as drawn, so the app waits for the
 *   visitor to reach for it. So is the cart once the boot knows it is empty (cartKnownEmpty,
 *   decision 053): the page then shows the empty state it was drawn with.
 */
export type BootMode = 'now' | 'after-load' | 'on-input';

export interface BootSituation {
  doc: Pick<Document, 'getElementById'>;
  /** The address's query string (location.search). */
  search: string;
  /** sessionStorage and localStorage; a browser may refuse them (null, or a throwing getter). */
  session: () => Pick<Storage, 'getItem'> | null;
  local: () => Pick<Storage, 'getItem'> | null;
  /** The drawn page's content on the device is known to be empty (the cart: cartKnownEmpty). */
  deviceEmpty?: boolean;
}

/** The storage's value for `key`, or null when the browser refuses the storage. */
function stored(storage: () => Pick<Storage, 'getItem'> | null, key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function bootMode({ doc, search, session, local, deviceEmpty = false }: BootSituation): BootMode {
  const drawn = doc.getElementById(SSR_DATA_ID);
  if (!drawn) return doc.getElementById(APP_SCRIPTS_ID) ? 'after-load' : 'now';
  const waiting =
    (drawn.hasAttribute(NEEDS_APP_ATTRIBUTE) && !deviceEmpty) ||
    new URLSearchParams(search).has(EMAIL_VERIFIED_PARAM) ||
    stored(session, LANGUAGE_CHANGED_KEY) !== null ||
    stored(local, SESSION_USER_KEY) !== null;
  return waiting ? 'after-load' : 'on-input';
}

/**
 * Whether her cart is certainly empty, for the drawn cart page (decision 053), without loading
 * Dexie: no cart of an older version waits in localStorage, and the count the app last read is 0
 * (app/local/cart-live.ts; a cart write removes it until read again); with no count, the device
 * has no database at all (a first visit). Anything else, a refused storage or a browser that
 * cannot list its databases included, is not known: the app then loads and reads the cart.
 */
export async function cartKnownEmpty(
  local: () => Pick<Storage, 'getItem'> | null,
  databases: (() => Promise<Pick<IDBDatabaseInfo, 'name'>[]>) | undefined,
): Promise<boolean> {
  let count: string | null;
  try {
    const storage = local();
    if (!storage || storage.getItem(LEGACY_CART_KEY) !== null) return false;
    count = storage.getItem(CART_COUNT_KEY);
  } catch {
    return false;
  }
  if (count !== null) return count === '0';
  if (!databases) return false;
  try {
    return !(await databases()).some((database) => database.name === LOCAL_DB_NAME);
  } catch {
    return false;
  }
}

/** The control a press is kept for: a button that does nothing without the app. A link or a
 * form's submit button works without it (the browser follows or submits), so it is left alone. */
export function pressedControl(target: EventTarget | null): HTMLElement | null {
  const element = target && 'closest' in target ? (target as Element).closest<HTMLElement>('button, [role="button"]') : null;
  if (!element) return null;
  if (element.tagName === 'BUTTON' && (element as HTMLButtonElement).type === 'submit' && (element as HTMLButtonElement).form) return null;
  return element;
}

/** On a button pressed before the app took over: the press shows at once that it was taken
 * (app/styles.css); it comes off when the press is made again. */
const PRESS_PENDING_ATTRIBUTE = 'data-press-pending';

/** Until <html data-hydrated> (set by the app's first commit), keeps the last press on a button,
 * marks it pending, and presses it again once the app has taken over, if it is still in the page. */
export function replayPress(doc: Document): void {
  const root = doc.documentElement;
  let pressed: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const control = pressedControl(event.target);
    if (!control) return;
    pressed?.removeAttribute(PRESS_PENDING_ATTRIBUTE);
    pressed = control;
    control.setAttribute(PRESS_PENDING_ATTRIBUTE, '');
  };
  doc.addEventListener('click', onClick, true);
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated === undefined) return;
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    // After the app's own effects of that commit, so its handlers are in place.
    setTimeout(() => {
      pressed?.removeAttribute(PRESS_PENDING_ATTRIBUTE);
      if (pressed?.isConnected) pressed.click();
    }, 0);
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** Fetches the scripts the page names (#app-scripts, written by the server) together, as module
 * preloads inserted at once: one change to <head> instead of one a script. */
export function preloadPageScripts(doc: Document): void {
  let files: unknown;
  try {
    files = JSON.parse(doc.getElementById(APP_SCRIPTS_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  const links = doc.createDocumentFragment();
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    links.append(link);
  }
  doc.head.append(links);
}
