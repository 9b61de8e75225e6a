import { describe, expect, it } from 'vitest';
import { bootMode, pressedControl } from './boot-mode.ts';

const doc = (ids: string[]) => ({ getElementById: (id: string) => (ids.includes(id) ? ({} as HTMLElement) : null) });

/** An element whose closest() finds `found` (the button the press was in), or nothing. */
const target = (found: Partial<HTMLButtonElement> | null) => ({ closest: () => found }) as unknown as EventTarget;

describe('when the app loads', () => {
  it('waits for the load event on a page the server drew, and starts at once on the shell', () => {
    expect(bootMode(doc(['ssr-data']))).toBe('after-load');
    expect(bootMode(doc([]))).toBe('now');
  });
});

describe('the press kept for the app', () => {
  it('is a button that does nothing without the app', () => {
    const button = { tagName: 'BUTTON', type: 'button', form: null } as Partial<HTMLButtonElement>;
    expect(pressedControl(target(button))).toBe(button);
    const role = { tagName: 'DIV' } as Partial<HTMLButtonElement>;
    expect(pressedControl(target(role))).toBe(role);
  });

  it('is not a form submit button (the browser submits it) nor a press outside any button', () => {
    const submit = { tagName: 'BUTTON', type: 'submit', form: {} as HTMLFormElement } as Partial<HTMLButtonElement>;
    expect(pressedControl(target(submit))).toBeNull();
    expect(pressedControl(target(null))).toBeNull();
    expect(pressedControl(null)).toBeNull();
  });
});
