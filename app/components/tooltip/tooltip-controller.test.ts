import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTooltipController, resetTooltipSkipWindow, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_WINDOW_MS } from './tooltip-controller.ts';

function tooltip() {
  const changes: boolean[] = [];
  const controller = createTooltipController((open) => changes.push(open));
  return { controller, changes, isOpen: () => changes.at(-1) === true };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetTooltipSkipWindow();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a tooltip', () => {
  it('opens 700 ms after the pointer arrives, not before', () => {
    const { controller, isOpen } = tooltip();
    controller.request();
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(isOpen()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen()).toBe(true);
  });

  it('never opens when the pointer leaves before the delay', () => {
    const { controller, changes } = tooltip();
    controller.request();
    vi.advanceTimersByTime(500);
    controller.close();
    vi.advanceTimersByTime(2000);
    expect(changes).toEqual([]);
  });

  it('when one tooltip closed less than 300 ms ago, the next opens at once', () => {
    const first = tooltip();
    const second = tooltip();
    first.controller.request();
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS);
    first.controller.close();
    vi.advanceTimersByTime(TOOLTIP_SKIP_WINDOW_MS - 1);
    second.controller.request();
    expect(second.isOpen()).toBe(true);
  });

  it('after the skip window the next waits the full delay again', () => {
    const first = tooltip();
    const second = tooltip();
    first.controller.request();
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS);
    first.controller.close();
    vi.advanceTimersByTime(TOOLTIP_SKIP_WINDOW_MS);
    second.controller.request();
    expect(second.isOpen()).toBe(false);
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS);
    expect(second.isOpen()).toBe(true);
  });

  it('a tooltip that never opened does not start a skip window', () => {
    const first = tooltip();
    const second = tooltip();
    first.controller.request();
    first.controller.close();
    second.controller.request();
    expect(second.isOpen()).toBe(false);
  });

  it('dispose cancels a pending open', () => {
    const { controller, changes } = tooltip();
    controller.request();
    controller.dispose();
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS * 2);
    expect(changes).toEqual([]);
  });
});
