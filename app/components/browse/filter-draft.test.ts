import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFilterDraft, URL_PAUSE_MS } from './filter-draft.ts';

interface Patch {
  search?: string | undefined;
  location?: string | undefined;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A draft whose "paint" happens when the test says so. */
function draft(url: Patch = {}) {
  const commit = vi.fn<(patch: Patch, options: { replace: boolean }) => void>();
  let paint: (() => void) | null = null;
  const filters = createFilterDraft<Patch>({
    commit,
    isInUrl: (patch) => Object.entries(patch).every(([key, value]) => url[key as keyof Patch] === value),
    afterPaint: (callback) => {
      paint = callback;
      return () => {
        paint = null;
      };
    },
  });
  return { filters, commit, paint: () => paint?.() };
}

describe('browse filters on their way to the URL', () => {
  it('when she types, then the text shows at once and reaches the URL once typing pauses, replacing the entry', () => {
    const { filters, commit } = draft();
    filters.change({ search: 'mar' }, { timing: 'pause', replace: true });
    expect(filters.get()).toEqual({ search: 'mar' });
    vi.advanceTimersByTime(URL_PAUSE_MS - 1);
    filters.change({ search: 'maria' }, { timing: 'pause', replace: true });
    vi.advanceTimersByTime(URL_PAUSE_MS - 1);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit.mock.calls).toEqual([[{ search: 'maria' }, { replace: true }]]);
    // Shown until the URL has it.
    expect(filters.get()).toEqual({ search: 'maria' });
    filters.urlChanged();
    expect(filters.get()).toBeNull();
  });

  it('when she picks a city, then it shows at once and goes into the URL after the next paint, as a new entry', () => {
    const { filters, commit, paint } = draft();
    const seen: Array<Patch | null> = [];
    filters.subscribe(() => seen.push(filters.get()));
    filters.change({ location: 'Santiago' }, { timing: 'paint' });
    expect(seen).toEqual([{ location: 'Santiago' }]);
    expect(commit).not.toHaveBeenCalled();
    paint();
    expect(commit.mock.calls).toEqual([[{ location: 'Santiago' }, { replace: false }]]);
  });

  it('when she picks a city while typed text waits, then both go together as a new entry', () => {
    const { filters, commit, paint } = draft();
    filters.change({ search: 'ana' }, { timing: 'pause', replace: true });
    filters.change({ location: 'Santiago' }, { timing: 'paint' });
    paint();
    vi.advanceTimersByTime(URL_PAUSE_MS);
    expect(commit.mock.calls).toEqual([[{ search: 'ana', location: 'Santiago' }, { replace: false }]]);
  });

  it('when asked to flush (Enter, leaving the box, a page change), then what waits goes at once and only once', () => {
    const { filters, commit } = draft();
    filters.change({ search: 'ana' }, { timing: 'pause', replace: true });
    filters.flush();
    expect(commit.mock.calls).toEqual([[{ search: 'ana' }, { replace: true }]]);
    vi.advanceTimersByTime(URL_PAUSE_MS);
    filters.flush();
    expect(commit).toHaveBeenCalledOnce();
    filters.change({ location: 'Santiago' }, { timing: 'now' });
    expect(commit).toHaveBeenCalledTimes(2);
  });

  it('when the change is what the URL already holds, then no navigation is made and nothing stays shown', () => {
    const { filters, commit } = draft({ search: 'ana' });
    filters.change({ search: 'ana' }, { timing: 'pause', replace: true });
    vi.advanceTimersByTime(URL_PAUSE_MS);
    expect(commit).not.toHaveBeenCalled();
    expect(filters.get()).toBeNull();
  });

  it('when the URL changes elsewhere while a change waits (back, clear filters), then the waiting change is dropped', () => {
    const { filters, commit } = draft();
    filters.change({ search: 'ana' }, { timing: 'pause', replace: true });
    filters.urlChanged();
    expect(filters.get()).toBeNull();
    vi.advanceTimersByTime(URL_PAUSE_MS);
    expect(commit).not.toHaveBeenCalled();
  });

  it('when the sent change reaches the URL while she types on, then what she typed since keeps waiting', () => {
    const { filters, commit } = draft();
    filters.change({ location: 'Santiago' }, { timing: 'now' });
    filters.change({ search: 'an' }, { timing: 'pause', replace: true });
    filters.urlChanged();
    expect(filters.get()).toEqual({ search: 'an' });
    vi.advanceTimersByTime(URL_PAUSE_MS);
    expect(commit.mock.calls.at(-1)).toEqual([{ search: 'an' }, { replace: true }]);
  });

  it('when the page leaves, then nothing waiting is sent', () => {
    const { filters, commit } = draft();
    filters.change({ search: 'ana' }, { timing: 'pause', replace: true });
    filters.dispose();
    vi.advanceTimersByTime(URL_PAUSE_MS);
    expect(commit).not.toHaveBeenCalled();
  });
});
