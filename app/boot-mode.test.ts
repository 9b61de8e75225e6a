import { describe, expect, it } from 'vitest';
import { type BootSituation, bootMode, cartKnownEmpty, draftKnownEmpty, loadsAtOnce, pressedControl } from './boot-mode.ts';

/** A document whose #ssr-data is absent (null), or present with these attributes; with or
 * without the list of its scripts (#app-scripts). */
const doc = (ssrData: string[] | null, { scriptList = false } = {}) => ({
  getElementById: (id: string) => {
    if (id === 'ssr-data' && ssrData) return { hasAttribute: (name: string) => ssrData.includes(name) } as HTMLElement;
    if (id === 'app-scripts' && scriptList) return { textContent: '["assets/main-a1.js"]' } as HTMLElement;
    return null;
  },
});
const storage = (values: Record<string, string>) => () => ({ getItem: (key: string) => values[key] ?? null });
const refused = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};
const situation = (over: Partial<BootSituation> = {}): BootSituation => ({
  doc: doc([]),
  search: '',
  local: storage({}),
  ...over,
});

/** The device's list of IndexedDB databases: none, or the site's. */
const noDatabase = async () => [];
const database = async () => [{ name: 'contacto' }];

/** An element whose closest() finds `found` (the button the press was in), or nothing. */
const target = (found: Partial<HTMLButtonElement> | null) => ({ closest: () => found }) as unknown as EventTarget;

describe('whether her device is known to hold no draft, for the drawn submission form (decision 055)', () => {
  it('is when the app last found none or cleared it', async () => {
    expect(await draftKnownEmpty(storage({ 'contacto.submission-draft': 'none' }), database)).toBe(true);
  });

  it('is on a first visit: no mark and no database of the site', async () => {
    expect(await draftKnownEmpty(storage({}), noDatabase)).toBe(true);
    expect(await draftKnownEmpty(storage({}), async () => [{ name: 'another' }])).toBe(true);
  });

  it('is not when a draft may be there: no mark (a write removes it) and a database', async () => {
    expect(await draftKnownEmpty(storage({}), database)).toBe(false);
    expect(await draftKnownEmpty(storage({ 'contacto.submission-draft': 'something else' }), database)).toBe(false);
  });

  it('is not known when the browser refuses its storage or cannot list its databases', async () => {
    expect(await draftKnownEmpty(refused, noDatabase)).toBe(false);
    expect(await draftKnownEmpty(() => null, noDatabase)).toBe(false);
    expect(await draftKnownEmpty(storage({}), undefined)).toBe(false);
    expect(
      await draftKnownEmpty(storage({}), async () => {
        throw new DOMException('refused', 'SecurityError');
      }),
    ).toBe(false);
  });
});

describe('whether her cart is known to be empty, for the drawn cart page (decision 053)', () => {
  it('is when the app last read it empty', async () => {
    expect(await cartKnownEmpty(storage({ 'contacto.cart-count': '0' }), database)).toBe(true);
  });

  it('is on a first visit: no count and no database of the site', async () => {
    expect(await cartKnownEmpty(storage({}), noDatabase)).toBe(true);
    expect(await cartKnownEmpty(storage({}), async () => [{ name: 'another' }])).toBe(true);
  });

  it('is not when the app last read contacts in it, or a write has not been read since (no count, a database)', async () => {
    expect(await cartKnownEmpty(storage({ 'contacto.cart-count': '2' }), noDatabase)).toBe(false);
    expect(await cartKnownEmpty(storage({}), database)).toBe(false);
  });

  it('is not while a cart of an older version waits in localStorage to be moved in', async () => {
    expect(await cartKnownEmpty(storage({ 'cart-storage': '{"state":{"items":[]}}', 'contacto.cart-count': '0' }), noDatabase)).toBe(false);
  });

  it('is not known when the browser refuses its storage or cannot list its databases', async () => {
    expect(await cartKnownEmpty(refused, noDatabase)).toBe(false);
    expect(await cartKnownEmpty(() => null, noDatabase)).toBe(false);
    expect(await cartKnownEmpty(storage({}), undefined)).toBe(false);
    const failing = async () => {
      throw new DOMException('Internal error.', 'UnknownError');
    };
    expect(await cartKnownEmpty(storage({}), failing)).toBe(false);
  });

  it('lets the drawn cart wait for the visitor, unless the app has something else to show at once', () => {
    expect(bootMode(situation({ doc: doc(['data-needs-app']), deviceEmpty: true }))).toBe('on-input');
    const remembered = storage({ 'contacto.session-user': '{"id":"u1"}' });
    expect(bootMode(situation({ doc: doc(['data-needs-app']), deviceEmpty: true, local: remembered }))).toBe('after-load');
  });
});

describe('when the app loads', () => {
  it('starts at once on a page the browser draws (the shell)', () => {
    expect(bootMode(situation({ doc: doc(null) }))).toBe('now');
  });

  it('knows from the page alone whether the app starts at once, before any storage is read', () => {
    expect(loadsAtOnce(doc(null))).toBe(true);
    expect(loadsAtOnce(doc(null, { scriptList: true }))).toBe(false);
    expect(loadsAtOnce(doc([]))).toBe(false);
    // the shell's answer never opens the storage (its first use is a round trip to the browser)
    let opened = 0;
    const counted = () => {
      opened += 1;
      return null;
    };
    expect(bootMode(situation({ doc: doc(null), local: counted }))).toBe('now');
    expect(opened).toBe(0);
    expect(bootMode(situation({ local: counted }))).toBe('on-input');
    expect(opened).toBe(2);
  });

  it('loads after the load event behind the first paint of a page the browser draws (it names its scripts)', () => {
    expect(bootMode(situation({ doc: doc(null, { scriptList: true }) }))).toBe('after-load');
  });

  it('waits for the visitor on a page the server drew complete', () => {
    expect(bootMode(situation())).toBe('on-input');
    expect(bootMode(situation({ search: '?page=2', local: storage({ language: 'es' }) }))).toBe('on-input');
  });

  it('loads after the load event when the drawn page needs the app to show something', () => {
    // the cart: its content is on the device
    expect(bootMode(situation({ doc: doc(['data-needs-app']) }))).toBe('after-load');
    // a notice to give: the confirmation mail's outcome, a language just switched to
    expect(bootMode(situation({ search: '?emailVerified=false' }))).toBe('after-load');
    expect(bootMode(situation({ local: storage({ language_changed: 'es' }) }))).toBe('after-load');
    // a signed-in account the drawn header cannot show
    expect(bootMode(situation({ local: storage({ 'contacto.session-user': '{"id":"u1"}' }) }))).toBe('after-load');
  });

  it('treats storage the browser refuses as empty', () => {
    expect(bootMode(situation({ local: refused }))).toBe('on-input');
    expect(bootMode(situation({ local: () => null }))).toBe('on-input');
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
