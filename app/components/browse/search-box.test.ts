import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchBox, SEARCH_PAUSE_MS } from './search-box.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function box(initial = '') {
  const commit = vi.fn<(text: string, options: { now: boolean }) => void>();
  return { commit, box: createSearchBox({ initial, commit }) };
}

describe('the search box on its way to the URL', () => {
  it('when she types without pausing, then the URL gets the last text once, after the pause', () => {
    const { box: search, commit } = box();
    for (const text of ['m', 'ma', 'mar', 'mari']) {
      search.type(text);
      vi.advanceTimersByTime(SEARCH_PAUSE_MS - 1);
    }
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit.mock.calls).toEqual([['mari', { now: false }]]);
  });

  it('when she pauses between words, then each pause sends its text', () => {
    const { box: search, commit } = box();
    search.type('maria');
    vi.advanceTimersByTime(SEARCH_PAUSE_MS);
    search.type('maria l');
    vi.advanceTimersByTime(SEARCH_PAUSE_MS);
    expect(commit.mock.calls).toEqual([
      ['maria', { now: false }],
      ['maria l', { now: false }],
    ]);
  });

  it('when she presses Enter or leaves the box, then the text goes at once and not again after the pause', () => {
    const { box: search, commit } = box();
    search.type('ana');
    expect(search.flush()).toBe(true);
    expect(commit.mock.calls).toEqual([['ana', { now: true }]]);
    vi.advanceTimersByTime(SEARCH_PAUSE_MS);
    expect(search.flush()).toBe(false);
    expect(commit).toHaveBeenCalledOnce();
  });

  it('when she types back what the URL holds, then nothing is sent', () => {
    const { box: search, commit } = box('ana');
    search.type('an');
    search.type('ana');
    vi.advanceTimersByTime(SEARCH_PAUSE_MS);
    expect(commit).not.toHaveBeenCalled();
  });

  it('when the URL changes elsewhere while text waits, then the box shows the URL and the waiting text is dropped', () => {
    const { box: search, commit } = box('ana');
    search.type('anab');
    expect(search.urlChanged('')).toBe('');
    vi.advanceTimersByTime(SEARCH_PAUSE_MS);
    expect(commit).not.toHaveBeenCalled();
  });

  it('when the URL catches up with what was sent, then the box keeps the text typed since', () => {
    const { box: search, commit } = box();
    search.type('mar');
    search.flush();
    search.type('mari');
    expect(search.urlChanged('mar')).toBeUndefined();
    vi.advanceTimersByTime(SEARCH_PAUSE_MS);
    expect(commit.mock.calls).toEqual([
      ['mar', { now: true }],
      ['mari', { now: false }],
    ]);
  });

  it('when the box leaves the page, then what waits is dropped', () => {
    const { box: search, commit } = box();
    search.type('x');
    search.dispose();
    vi.advanceTimersByTime(SEARCH_PAUSE_MS);
    expect(commit).not.toHaveBeenCalled();
  });
});
