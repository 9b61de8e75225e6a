// The first script of every page (decisions 049 and 050). It brings the stylesheet and decides
// when the app (React, the router, the messages: app/main.tsx) loads (app/boot-mode.ts):
// - a page the browser draws itself: at once; behind the server's first paint (the submission
//   form's heading), after the load event, the scripts the page names fetched together then;
// - a page the server drew (it carries #ssr-data) is readable and its links and forms work. Its
//   app loads when the visitor first reaches for the page (a press, a key, a touch, a focus), or
//   after the load event when the app has something to show at once (the cart's content, a
//   notice, a remembered account). Meanwhile, after the load event, the page registers the
//   service worker and starts the catalogue replica without the app (app/pwa/background.ts).
// A press on a button made before the app took over is pressed again once it has (hydration
// keeps the page's elements, so it is the same button).
import './styles.css';
import { bootMode, preloadPageScripts, replayPress } from './boot-mode.ts';
import { whenIdle } from './pwa/after-load.ts';

const start = () => import('./main.tsx');

const storage = (name: 'sessionStorage' | 'localStorage') => () => window[name];
const mode = bootMode({ doc: document, search: location.search, session: storage('sessionStorage'), local: storage('localStorage') });

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
    if (mode === 'after-load') go();
    else
      whenIdle(() => {
        // (an app started meanwhile starts it itself)
        if (!started) void import('./pwa/background.ts').then(({ startBackground }) => startBackground(Promise.resolve()));
      });
  });
}
