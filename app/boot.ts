// The first script of every page (decisions 049 and 050). It brings the stylesheet and decides
// when the app (React, the router, the messages: app/main.tsx) loads (app/boot-mode.ts):
// - a page the browser draws itself: at once; behind the server's first paint (a page the server
//   could not draw whole), after the load event, the scripts the page names fetched together then;
// - a page the server drew (it carries #ssr-data) is readable and its links work. Its app loads
//   when the visitor first reaches for the page (a press, a key, a touch, a focus), or after the
//   load event when the app has something to show at once (the cart's content, her draft of the
//   submission form, a notice, a remembered account); the cart and the form wait too once what
//   they show from the device is known to be empty (decisions 053 and 055). Meanwhile, after the
//   load event, the page registers the service worker and starts the catalogue replica without
//   the app (app/pwa/background.ts).
// What she typed, chose or pressed before the app took over is done again once it has (hydration
// keeps the page's elements, so they are the same ones); a form only the app sends waits for it.
import './styles.css';
import { type BootMode, bootMode, cartKnownEmpty, draftKnownEmpty, loadsAtOnce, preloadPageScripts, replayBeforeApp } from './boot-mode.ts';
import { whenIdle } from './pwa/after-load.ts';
import { CART_EMPTY_ATTRIBUTE, CART_PENDING_ATTRIBUTE, DEVICE_DRAFT_ATTRIBUTE, DRAFT_EMPTY_ATTRIBUTE } from './wake-keys.ts';

const start = () => import('./main.tsx');

const situation = { doc: document, search: location.search, local: () => window.localStorage };

/** IndexedDB's list of this site's databases, where the browser has it (and lets the page use it). */
function databaseList(): (() => Promise<IDBDatabaseInfo[]>) | undefined {
  try {
    return typeof indexedDB.databases === 'function' ? () => indexedDB.databases() : undefined;
  } catch {
    return undefined;
  }
}

/** When the app loads on a page that has something drawn meanwhile. The drawn cart, and the drawn
 * submission form: once what they show from the device is known to be empty (her cart, her
 * draft), the page shows what it was drawn with and waits for her like any complete drawn page. */
function settle(): Promise<BootMode> {
  const mode = bootMode(situation);
  if (mode !== 'after-load') return Promise.resolve(mode);
  const device = document.querySelector(`[${CART_PENDING_ATTRIBUTE}]`)
    ? { knownEmpty: cartKnownEmpty, attribute: CART_EMPTY_ATTRIBUTE }
    : document.querySelector(`[${DEVICE_DRAFT_ATTRIBUTE}]`)
      ? { knownEmpty: draftKnownEmpty, attribute: DRAFT_EMPTY_ATTRIBUTE }
      : null;
  if (!device) return Promise.resolve(mode);
  return device.knownEmpty(situation.local, databaseList()).then((empty) => {
    if (!empty) return mode;
    document.documentElement.setAttribute(device.attribute, '');
    return bootMode({ ...situation, deviceEmpty: true });
  });
}

function onLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

if (loadsAtOnce(document)) {
  void start();
} else {
  let started = false;
  const INPUTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of INPUTS) window.removeEventListener(type, go, true);
    preloadPageScripts(document);
    void start();
  };
  replayBeforeApp(document);
  for (const type of INPUTS) window.addEventListener(type, go, { capture: true, passive: true });
  // The rest reads the browser's storage: a task of its own, not one with the end of the page's
  // parsing and, often, its load event (one long task on a cheap phone).
  setTimeout(() => {
    const settled = settle();
    onLoad(() => {
      void settled.then((final) => {
        if (final === 'after-load') go();
        else
          whenIdle(() => {
            // (an app started meanwhile starts it itself)
            if (!started) void import('./pwa/background.ts').then(({ startBackground }) => startBackground(Promise.resolve()));
          });
      });
    });
  }, 0);
}
