// The first script of every page (decision 049). A page the server drew (home, browse, a profile,
// the information pages, the cart: it carries #ssr-data) is already readable and its links already work, so
// the app (React, the router, the messages: app/main.tsx) loads after the page's load event; the
// photos of the first screen then do not share a slow connection with the scripts. It loads at
// once when the visitor reaches for the page first (a press, a key, a touch, a focus), and a press
// on a button made before the app took over is pressed again once it has (hydration keeps the
// page's elements, so it is the same button). Any other page (the service worker's shell, account
// pages, the submission form, the back office) has nothing to show without the app: it loads at once.
import './styles.css';
import { bootMode, replayPress } from './boot-mode.ts';

const start = () => import('./main.tsx');

if (bootMode(document) === 'now') {
  void start();
} else {
  let started = false;
  const INPUTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of INPUTS) window.removeEventListener(type, go, true);
    window.removeEventListener('load', go);
    void start();
  };
  replayPress(document);
  for (const type of INPUTS) window.addEventListener(type, go, { capture: true, passive: true });
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}
