// When the app loads (app/boot.ts, decision 049), and the press a visitor made on a server-drawn
// page before the app took it over. Kept apart from boot.ts so it can be tested without starting
// the app; it must stay tiny and import nothing heavy: it is all the JavaScript such a page loads
// before its load event.
import { SSR_DATA_ID } from './ssr/ssr-data.ts';

/** 'now' for a page the browser must draw itself; 'after-load' for one the server drew. */
export function bootMode(doc: Pick<Document, 'getElementById'>): 'now' | 'after-load' {
  return doc.getElementById(SSR_DATA_ID) ? 'after-load' : 'now';
}

/** The control a press is kept for: a button that does nothing without the app. A link or a
 * form's submit button works without it (the browser follows or submits), so it is left alone. */
export function pressedControl(target: EventTarget | null): HTMLElement | null {
  const element = target && 'closest' in target ? (target as Element).closest<HTMLElement>('button, [role="button"]') : null;
  if (!element) return null;
  if (element.tagName === 'BUTTON' && (element as HTMLButtonElement).type === 'submit' && (element as HTMLButtonElement).form) return null;
  return element;
}

/** Until <html data-hydrated> (set by the app's first commit), keeps the last press on a button
 * and presses it again once the app has taken over, if it is still in the page. */
export function replayPress(doc: Document): void {
  const root = doc.documentElement;
  let pressed: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const control = pressedControl(event.target);
    if (control) pressed = control;
  };
  doc.addEventListener('click', onClick, true);
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated === undefined) return;
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    // After the app's own effects of that commit, so its handlers are in place.
    setTimeout(() => {
      if (pressed?.isConnected) pressed.click();
    }, 0);
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
