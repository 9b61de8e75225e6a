// Unit tests of the toast store: the limit of one, defaults, dismissal and notifications.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, subscribeToToasts, TOAST_DURATION_MS, TOAST_LIMIT, toast } from './toast-store.ts';

afterEach(() => dismissToast());

describe('the toast store', () => {
  it('keeps at most one toast: a newer one replaces the older', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'more' });
    const shown = getToasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.title).toBe('Second');
    expect(shown[0]?.description).toBe('more');
  });

  it('defaults to the default variant and a 5000 ms duration', () => {
    toast({ title: 'Hello' });
    expect(getToasts()[0]).toMatchObject({ variant: 'default', duration: 5000 });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('keeps an explicit variant and duration', () => {
    toast({ title: 'Oops', variant: 'destructive', duration: 1000 });
    expect(getToasts()[0]).toMatchObject({ variant: 'destructive', duration: 1000 });
  });

  it('dismisses by id, and ignores an id that is no longer shown', () => {
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second' });
    first.dismiss();
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
    second.dismiss();
    expect(getToasts()).toEqual([]);
  });

  it('notifies subscribers on every change and stops after unsubscribing', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const { dismiss } = toast({ title: 'A' });
    dismiss();
    dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast({ title: 'B' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
