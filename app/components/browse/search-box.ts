// The search box's text on its way to the URL (decision 044). The box shows every keystroke at
// once; the URL (and with it the query and the results) follows after a short pause in typing,
// at once on Enter or when the box loses focus. A change of the URL made elsewhere (the back
// button, "clear filters") replaces the text and drops what was still waiting.

/** How long typing must pause before the URL follows. */
export const SEARCH_PAUSE_MS = 250;

export interface SearchBox {
  /** A keystroke: the text the box now shows. */
  type(text: string): void;
  /** Sends what is waiting now (Enter, blur); false when nothing was waiting. */
  flush(): boolean;
  /** The URL's text changed: the text to show when the change came from elsewhere, else undefined. */
  urlChanged(urlText: string): string | undefined;
  /** Drops what is waiting (the box leaves the page). */
  dispose(): void;
}

export function createSearchBox(options: {
  initial: string;
  /** `now`: sent on Enter or blur, not after a pause. */
  commit: (text: string, options: { now: boolean }) => void;
  pauseMs?: number;
}): SearchBox {
  const { commit, pauseMs = SEARCH_PAUSE_MS } = options;
  // `pushed`: the text last sent to (or read from) the URL; `typed`: the text in the box.
  let pushed = options.initial;
  let typed = options.initial;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const send = (now: boolean) => {
    stop();
    if (typed === pushed) return false;
    pushed = typed;
    commit(typed, { now });
    return true;
  };
  return {
    type(text) {
      typed = text;
      stop();
      timer = setTimeout(() => send(false), pauseMs);
    },
    flush: () => send(true),
    urlChanged(urlText) {
      if (urlText === pushed) return undefined;
      stop();
      pushed = urlText;
      typed = urlText;
      return urlText;
    },
    dispose: stop,
  };
}
