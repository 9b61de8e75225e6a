// When the app loads (app/boot.ts, decisions 049 and 050), and the press a visitor made on a
// server-drawn page before the app took it over. Kept apart from boot.ts so it can be tested
// without starting the app; it must stay tiny and import nothing heavy: it is all the JavaScript
// such a page loads before its load event.
import { APP_SCRIPTS_ID, NEEDS_APP_ATTRIBUTE } from '#api/contract/page-data.ts';
import { SSR_DATA_ID } from './ssr/ssr-data.ts';
import {
  CART_COUNT_KEY,
  DRAFT_NONE,
  DRAFT_NONE_KEY,
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
  /** localStorage, the only storage the boot reads; a browser may refuse it (null, or a throwing getter). */
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

/** Whether the app loads at once (`now`): the page has nothing drawn to show meanwhile. Read from
 * the page alone, so the boot knows it as it starts; the rest of bootMode reads the browser's
 * storage, whose first use costs a round trip to the browser, and the boot leaves that to a task of
 * its own. */
export function loadsAtOnce(doc: Pick<Document, 'getElementById'>): boolean {
  return !doc.getElementById(SSR_DATA_ID) && !doc.getElementById(APP_SCRIPTS_ID);
}

export function bootMode({ doc, search, local, deviceEmpty = false }: BootSituation): BootMode {
  if (loadsAtOnce(doc)) return 'now';
  const drawn = doc.getElementById(SSR_DATA_ID);
  if (!drawn) return 'after-load';
  const waiting =
    (drawn.hasAttribute(NEEDS_APP_ATTRIBUTE) && !deviceEmpty) ||
    new URLSearchParams(search).has(EMAIL_VERIFIED_PARAM) ||
    stored(local, LANGUAGE_CHANGED_KEY) !== null ||
    stored(local, SESSION_USER_KEY) !== null;
  return waiting ? 'after-load' : 'on-input';
}

/** IndexedDB's list of this site's databases, where the browser has one. */
type DatabaseList = (() => Promise<Pick<IDBDatabaseInfo, 'name'>[]>) | undefined;

/** Whether the device certainly has no database at all (a first visit); a browser that cannot
 * list its databases does not know. */
async function noDatabase(databases: DatabaseList): Promise<boolean> {
  if (!databases) return false;
  try {
    return !(await databases()).some((database) => database.name === LOCAL_DB_NAME);
  } catch {
    return false;
  }
}

/**
 * Whether her cart is certainly empty, for the drawn cart page (decision 053), without loading
 * Dexie: no cart of an older version waits in localStorage, and the count the app last read is 0
 * (app/local/cart-live.ts; a cart write removes it until read again); with no count, the device
 * has no database at all (a first visit). Anything else, a refused storage or a browser that
 * cannot list its databases included, is not known: the app then loads and reads the cart.
 */
export async function cartKnownEmpty(local: () => Pick<Storage, 'getItem'> | null, databases: DatabaseList): Promise<boolean> {
  let count: string | null;
  try {
    const storage = local();
    if (!storage || storage.getItem(LEGACY_CART_KEY) !== null) return false;
    count = storage.getItem(CART_COUNT_KEY);
  } catch {
    return false;
  }
  if (count !== null) return count === '0';
  return noDatabase(databases);
}

/**
 * Whether the device certainly holds no draft of her submission, for the drawn submission form
 * (decision 055): the app last found none or cleared it (app/local/submission-draft.ts; a draft
 * write removes the mark first), or the device has no database at all. Anything else is not
 * known: the app then loads after the load event and restores the draft.
 */
export async function draftKnownEmpty(local: () => Pick<Storage, 'getItem'> | null, databases: DatabaseList): Promise<boolean> {
  let mark: string | null;
  try {
    const storage = local();
    if (!storage) return false;
    mark = storage.getItem(DRAFT_NONE_KEY);
  } catch {
    return false;
  }
  return mark === DRAFT_NONE || noDatabase(databases);
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

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const checkable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** What a control holds, to tell whether she changed it. */
function holding(control: Control): string {
  if (control instanceof HTMLSelectElement) return Array.from(control.selectedOptions, (option) => option.value).join('\n');
  if (checkable(control)) return String(control.checked);
  if (control instanceof HTMLInputElement && control.type === 'file') {
    return Array.from(control.files ?? [], (file) => `${file.name}:${file.size}:${file.lastModified}`).join('\n');
  }
  return control.value;
}

/**
 * Tells the app what she changed in a control before it took over. Hydration keeps the control
 * and what it holds, but React takes what it holds then for the value it rendered (and the app's
 * next render of the field puts its own value back), so her change is made again from the drawn
 * value, through the events React listens to: `change` for a list or a file input; a press for a
 * box or a radio (turned back first); `input` for text, the drawn value set through the element
 * (React's record of it) and hers through the browser's own setter.
 */
function replayChange(control: Control, drawn: string, hers: string): void {
  // A part of the page inside a Suspense boundary of its own may hydrate after <html
  // data-hydrated>: an event React answers at once (a discrete one) hydrates it first, if it has
  // not been. React then takes what the control holds for its value, so this one changes nothing.
  control.dispatchEvent(new Event('input', { bubbles: true }));
  if (control instanceof HTMLSelectElement) {
    for (const option of control.options) option.selected = hers.split('\n').includes(option.value);
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (control instanceof HTMLInputElement && control.type === 'file') {
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (checkable(control)) {
    const checked = hers === 'true';
    if (control.type === 'radio' && !checked) return;
    control.checked = !checked;
    control.click();
  } else {
    const focused = control.ownerDocument.activeElement === control;
    const selection = focused ? caret(control) : null;
    control.value = drawn;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, hers);
    if (selection) control.setSelectionRange(selection[0], selection[1]);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Where her caret is, for a control that has one (a number field has none). */
function caret(control: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = control;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Until <html data-hydrated> (set once the page's layout has hydrated), keeps what she does on the drawn
 * page that only the app answers, and does it again once the app has taken over (hydration keeps
 * the page's elements, so they are the same ones), after the app's own effects of that commit:
 * - what she typed or chose in the page's fields (each control's change, replayChange);
 * - the last press on a button, marked pending meanwhile;
 * - a form sent that only the app sends (Formik's forms, `action="#"`): held back, not sent by
 *   the browser (her details would go into the address), and sent again by the app.
 */
export function replayBeforeApp(doc: Document): void {
  const root = doc.documentElement;
  const controls = new Map<Control, string>();
  for (const control of doc.querySelectorAll<Control>('#root input, #root textarea, #root select')) {
    controls.set(control, holding(control));
  }
  let pressed: HTMLElement | null = null;
  let sent: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const onClick = (event: MouseEvent) => {
    const control = pressedControl(event.target);
    if (!control) return;
    pressed?.removeAttribute(PRESS_PENDING_ATTRIBUTE);
    pressed = control;
    control.setAttribute(PRESS_PENDING_ATTRIBUTE, '');
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.getAttribute('action') !== '#') return;
    event.preventDefault();
    sent = { form, submitter: event.submitter };
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated === undefined) return;
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    // What she left in each field she changed, read before the app renders any of them again.
    const changed = [...controls].flatMap(([control, drawn]) => {
      const hers = holding(control);
      return control.isConnected && hers !== drawn ? [{ control, drawn, hers }] : [];
    });
    void (async () => {
      // Each in a task of its own, as her own input came: the app renders one change before the next.
      await nextTask();
      for (const { control, drawn, hers } of changed) {
        if (!control.isConnected) continue;
        replayChange(control, drawn, hers);
        await nextTask();
      }
      pressed?.removeAttribute(PRESS_PENDING_ATTRIBUTE);
      if (pressed?.isConnected) {
        pressed.click();
        await nextTask();
      }
      if (sent?.form.isConnected) {
        const { form, submitter } = sent;
        form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : null);
      }
    })();
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
