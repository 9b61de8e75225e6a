import { describe, expect, it } from 'vitest';
import { pressedControl } from './first-touch.ts';

/** An element whose closest() finds `found` (the button the press was in), or nothing. */
const target = (found: Partial<HTMLButtonElement> | null) => ({ closest: () => found }) as unknown as EventTarget;

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
