// When a tooltip opens and closes (open delay 700 ms, skip window 300 ms): it
// opens 700 ms after the pointer (or keyboard focus) arrives, but at once when another tooltip
// closed less than 300 ms ago, so moving along a toolbar does not wait at every button. Plain
// timers, no DOM: the hook in tooltip.tsx drives it, the tests drive it with fake timers.

export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_WINDOW_MS = 300;

/** When the last tooltip closed: shared by every tooltip on the page. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

export interface TooltipController {
  /** The pointer or focus arrived: open after the delay, or at once inside the skip window. */
  request(): void;
  /** The pointer or focus left, a press, or Escape: close (or never open). */
  close(): void;
  dispose(): void;
}

export function createTooltipController(onOpenChange: (open: boolean) => void): TooltipController {
  let open = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const show = () => {
    cancel();
    if (open) return;
    open = true;
    onOpenChange(true);
  };
  return {
    request() {
      if (open || timer !== undefined) return;
      if (Date.now() - lastClosedAt < TOOLTIP_SKIP_WINDOW_MS) show();
      else timer = setTimeout(show, TOOLTIP_OPEN_DELAY_MS);
    },
    close() {
      cancel();
      if (!open) return;
      open = false;
      lastClosedAt = Date.now();
      onOpenChange(false);
    },
    dispose: cancel,
  };
}

/** Forgets the last close (tests start each case outside the skip window). */
export function resetTooltipSkipWindow(): void {
  lastClosedAt = Number.NEGATIVE_INFINITY;
}
