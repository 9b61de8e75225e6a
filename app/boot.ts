// The first script of every page (decisions 049 and 050). It brings the stylesheet and decides
// when the app (React, the router, the messages: app/main.tsx) loads (app/boot-mode.ts):
// - a page the browser draws itself: at once; behind the server's first paint (the submission
//   form's heading), after the load event, the scripts the page names fetched together then;
// - a page the server drew (it carries #ssr-data) is readable and its links and forms work. Its
//   app loads when the visitor first reaches for the page (a press, a key, a touch, a focus), or
//   after the load event when the app has something to show at once (the cart's content, a
//   notice, a remembered account); the cart waits too once her cart is known to be empty, showing
//   the empty state it was drawn with (decision 053). Meanwhile, after the load event, the page
//   registers the service worker and starts the catalogue replica without the app
//   (app/pwa/background.ts).
// A press on a button made before the app took over is pressed again once it has (hydration
// keeps the page's elements, so it is the same button).
import './styles.css';
import { type BootMode, bootMode, cartKnownEmpty, preloadPageScripts, replayPress } from './boot-mode.ts';
import { whenIdle } from './pwa/after-load.ts';
import { CART_EMPTY_ATTRIBUTE, CART_PENDING_ATTRIBUTE } from './wake-keys.ts';

const start = () => import('./main.tsx');

const storage = (name: 'sessionStorage' | 'localStorage') => () => window[name];
const situation = { doc: document, search: location.search, session: storage('sessionStorage'), local: storage('localStorage') };
const mode = bootMode(situation);

/** IndexedDB's list of this site's databases, where the browser has it (and lets the page use it). */
function databaseList(): (() => Promise<IDBDatabaseInfo[]>) | undefined {
  try {
    return typeof indexedDB.databases === 'function' ? () => indexedDB.databases() : undefined;
  } catch {
    return undefined;
  }
}

// The drawn cart: once her cart is known to be empty, it shows the empty state it was drawn with
// and waits for her like any complete drawn page.
const settled: Promise<BootMode> =
  mode === 'after-load' && document.querySelector(`[${CART_PENDING_ATTRIBUTE}]`)
    ? cartKnownEmpty(situation.local, databaseList()).then((empty) => {
        if (!empty) return mode;
        document.documentElement.setAttribute(CART_EMPTY_ATTRIBUTE, '');
        return bootMode({ ...situation, deviceEmpty: true });
      })
    : Promise.resolve(mode);

function onLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

if (mode === 'now') {
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
  replayPress(document);
  for (const type of INPUTS) window.addEventListener(type, go, { capture: true, passive: true });
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
}
