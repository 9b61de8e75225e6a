// Random offline faults in a real browser: a seeded sequence of a buyer's actions —
// cart and favourite toggles, a submission with one generated photo — mixed with faults — going
// offline and online, reloading, closing the tab and opening another on the same profile, a new
// release of the service worker (taken at once with Reload, or put off with Later and taken when
// the tab is closed), and answers of the API that fail (503, a reset connection, an answer lost
// after the server acted), come late or are delivered to the server twice. After the sequence the device goes online
// without faults, its queues drain, and the device and the server are compared with a model of
// what they must hold: the cart is the adds less the removes (device only), favourites are each
// profile's last toggle (device and server), and each submission is on the server exactly once.
// Shared by e2e/fault-sequences.spec.ts (a quick run) and bench/fault-sequences.bench.ts (1,000
// sequences); no Playwright Test fixtures here, so the bench can use it outside the runner.
import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { readMessages } from '../../app/i18n/locale-files.ts';
import type cartEnglish from '../../app/i18n/locales/cart/en.json';
import type shellEnglish from '../../app/i18n/locales/shell/en.json';
import type submissionEnglish from '../../app/i18n/locales/submission/en.json';
import { mulberry32 } from '../../db/seed/prng.ts';
import { plainPng } from '../../tests/factories/evidence.factory.ts';
import { hydrated } from './hydrated.ts';
import { waitForPageCondition } from './page-condition.ts';
import { signUpConfirmed } from './sign-up.ts';

const en = readMessages('en') as unknown as typeof cartEnglish & typeof shellEnglish & typeof submissionEnglish;

/** The seed of the run's i-th sequence (a failing one is replayed alone from its own seed). */
export const sequenceSeed = (base: number, index: number): number => (base + index) >>> 0;

export type FaultKind = 'unavailable' | 'reset' | 'lostAnswer' | 'slow' | 'lateAnswer' | 'duplicate';

export type Action =
  | { kind: 'cart'; slot: number }
  | { kind: 'favorite'; slot: number }
  | { kind: 'submit' }
  | { kind: 'network' }
  | { kind: 'reload' }
  | { kind: 'reopen' }
  | { kind: 'update'; accept: boolean }
  | { kind: 'fault'; fault: FaultKind; count: number; delayMs: number };

/** How many catalogue profiles the cart and favourite toggles pick from (few, so they collide). */
export const SLOTS = 4;

const WEIGHTS: [Action['kind'], number][] = [
  ['cart', 4],
  ['favorite', 5],
  ['submit', 1],
  ['network', 3],
  ['reload', 2],
  ['reopen', 1],
  ['update', 1],
  ['fault', 4],
];
const FAULTS: FaultKind[] = ['unavailable', 'reset', 'lostAnswer', 'slow', 'lateAnswer', 'duplicate'];

/** Every kind of action; a run may leave some out. */
export const ACTION_KINDS: readonly Action['kind'][] = WEIGHTS.map(([kind]) => kind);

/**
 * The actions of a sequence, from its seed alone (toggles, not "add" or "remove", so the list
 * does not depend on what the device held before): `minLength`–`maxLength` of them, at most one
 * submission, of the given kinds only.
 */
export function generateSequence(seed: number, minLength: number, maxLength: number, kinds = ACTION_KINDS): Action[] {
  const random = mulberry32(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const length = minLength + pick(maxLength - minLength + 1);
  const weights = WEIGHTS.filter(([kind]) => kinds.includes(kind));
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  const actions: Action[] = [];
  while (actions.length < length) {
    let roll = random() * total;
    let kind: Action['kind'] = 'reload';
    for (const [candidate, weight] of weights) {
      kind = candidate;
      roll -= weight;
      if (roll < 0) break;
    }
    if (kind === 'cart' || kind === 'favorite') actions.push({ kind, slot: pick(SLOTS) });
    else if (kind === 'fault') {
      actions.push({ kind, fault: FAULTS[pick(FAULTS.length)] as FaultKind, count: 1 + pick(3), delayMs: 200 + pick(2300) });
    } else if (kind === 'update') actions.push({ kind, accept: random() < 0.5 });
    else if (kind === 'submit') {
      if (!actions.some((action) => action.kind === 'submit')) actions.push({ kind });
    } else actions.push({ kind });
  }
  return actions;
}

/** What the harness needs of the server beside the browser. */
export interface FaultServer {
  baseUrl: string;
  /** Empties the hourly allowances a run spends (sign-ups, uploads, submissions from one address). */
  resetLimits(): Promise<void>;
  /** How many profiles the server holds with this first name. */
  profilesNamed(firstName: string): Promise<number>;
  /** Deploys a new service worker (e2e/support/worker-release.ts); needed for the `update` action. */
  releaseNewWorker?(): Promise<void>;
}

export interface SequenceResult {
  seed: number;
  actions: string[];
  /** What did not match, or what went wrong; empty when the sequence passed. */
  problems: string[];
  ms: number;
}

interface Armed {
  fault: FaultKind;
  delayMs: number;
}

interface Model {
  cart: Set<number>;
  favorites: Set<number>;
  submissions: string[];
}

const STEP_TIMEOUT_MS = 20_000;
/** A submission's states on the device once the server has made its profile. */
const SENT_STATES = ['submitted', 'inReview'];
const SETTLE_TIMEOUT_MS = 60_000;
/** The requests faults go to: the ones that carry the device's changes to the server and back
 * (the outbox push, the favourites pull, tus uploads and the submission's POST). Others (the
 * session, prices, the catalogue feed) would only spend them. */
const FAULTED = /^\/api\/(sync\/(push|favorites)$|uploads\/|profiles$)/;

const letters = (n: number, width: number) =>
  Array.from({ length: width }, (_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** (width - 1 - i)) % 26))).join('');

/** A first name no other run or sequence uses (the form takes letters only). */
function submissionName(runTag: number, seed: number): string {
  return `Fq${letters(runTag, 5)}${letters(seed, 7)}`;
}

function describeAction(action: Action, pool: readonly number[]): string {
  switch (action.kind) {
    case 'cart':
    case 'favorite':
      return `${action.kind} toggle #${pool[action.slot]}`;
    case 'update':
      return `new service worker, ${action.accept ? 'Reload' : 'Later'}`;
    case 'fault':
      return `fault ${action.fault} ×${action.count}${action.fault === 'slow' || action.fault === 'lateAnswer' ? ` (${action.delayMs} ms)` : ''}`;
    default:
      return action.kind;
  }
}

/** The service-worker registration's workers, the page's controller and how often it changed (for a failure's message). */
function workerStates(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    // no named functions in here: tsx (the bench) would wrap them in a helper the page lacks
    const [installing, waiting, active, controller] = [
      registration?.installing,
      registration?.waiting,
      registration?.active,
      navigator.serviceWorker.controller,
    ].map((worker) => worker?.state ?? 'none');
    const changes = (window as unknown as { controllerChanges?: number }).controllerChanges ?? 'not counted';
    return `installing ${installing}, waiting ${waiting}, active ${active}, controller ${controller}, controller changes ${changes}`;
  });
}

/** Rows of the device's Dexie tables (db 'contacto'), read from the page (page.evaluate has no time limit of its own). */
function readDevice(page: Page, userId: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('reading the device took over 20 s')), STEP_TIMEOUT_MS);
  });
  return Promise.race([readTables(page, userId), late]).finally(() => clearTimeout(timer));
}

function readTables(page: Page, userId: number) {
  return page.evaluate(
    (user) =>
      new Promise<{ cart: number[]; favorites: number[]; outbox: number; submissions: { name: string; state: string }[] }>(
        (resolve, reject) => {
          const open = indexedDB.open('contacto');
          open.onerror = () => reject(open.error);
          open.onblocked = () => reject(new Error('the database is blocked'));
          open.onsuccess = () => {
            const tables = ['cart', 'favorites', 'outbox', 'submissions'];
            if (!tables.every((name) => open.result.objectStoreNames.contains(name))) {
              open.result.close();
              reject(new Error('the app has not made its database yet'));
              return;
            }
            const tx = open.result.transaction(tables);
            // no named functions in here: tsx (the bench) would wrap them in a helper the page lacks
            const [cart, favorites, outbox, submissions] = tables.map(
              (name) => tx.objectStore(name).getAll() as IDBRequest<Record<string, unknown>[]>,
            ) as [
              IDBRequest<Record<string, unknown>[]>,
              IDBRequest<Record<string, unknown>[]>,
              IDBRequest<Record<string, unknown>[]>,
              IDBRequest<Record<string, unknown>[]>,
            ];
            tx.onerror = () => reject(tx.error);
            tx.oncomplete = () => {
              open.result.close();
              resolve({
                cart: cart.result.map((row) => Number(row.id)).sort((a, b) => a - b),
                favorites: favorites.result
                  .filter((row) => row.userId === user)
                  .map((row) => Number(row.profileId))
                  .sort((a, b) => a - b),
                outbox: outbox.result.filter((row) => (row.payload as { userId?: number }).userId === user).length,
                submissions: submissions.result.map((row) => ({
                  name: String((row.values as { firstName?: string }).firstName),
                  state: String(row.state),
                })),
              });
            };
          };
        },
      ),
    userId,
  );
}

const sorted = (values: Iterable<number>) => [...values].sort((a, b) => a - b);
const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** Polls `check` (which answers the problems it sees) until it sees none, or the time is up. */
async function settle(check: () => Promise<string[]>, timeoutMs: number, every: () => Promise<void>): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const problems = await check().catch((error: Error) => [`reading the device failed: ${error.message}`]);
    if (problems.length === 0 || Date.now() > deadline) return problems;
    await every();
  }
}

/**
 * One browser profile (context) signed in as its own new buyer, kept across sequences while they
 * pass: a sequence starts from whatever the last one left, and the model starts from that too.
 */
export class FaultDevice {
  private page!: Page;
  private offline = false;
  private armed: Armed[] = [];
  private log: string[] = [];
  private errors: string[] = [];
  private readonly runTag = Date.now() % 26 ** 5;
  private pool: number[] = [];
  private userId = 0;

  private constructor(
    readonly context: BrowserContext,
    private readonly server: FaultServer,
  ) {}

  /** A new profile: signs a new buyer up, opens browse, waits for the service worker and the replica. */
  static async open(browser: Browser, server: FaultServer): Promise<FaultDevice> {
    await server.resetLimits();
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const device = new FaultDevice(context, server);
    try {
      await device.start();
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
    return device;
  }

  private async start(): Promise<void> {
    const { context } = this;
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    context.on('weberror', (error) => this.errors.push(`page error: ${error.error().message}`));
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    this.userId = await signUpConfirmed(context.request, {
      email: `faults-${id}@example.com`,
      password: 'fault-sequence-1',
      username: `faults${id}`,
    });
    this.page = await context.newPage();
    await this.goto('/en/browse');
    await this.page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
    await context.route('**/api/**', (route) => this.intercept(route));
    // the app knows who is signed in (kept on the device for offline use)
    await this.page.waitForFunction(() => localStorage.getItem('contacto.session-user') !== null);
    await this.page.waitForFunction((slots) => document.querySelectorAll('[data-testid="profile-card"]').length >= slots, SLOTS, {
      timeout: 45_000,
    });
    // the app has made its database and filled the catalogue replica
    await waitForPageCondition(
      this.page,
      async () => {
        if (!(await indexedDB.databases()).some((database) => database.name === 'contacto')) return false;
        return new Promise<boolean>((resolve) => {
          const open = indexedDB.open('contacto');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const database = open.result;
            if (!database.objectStoreNames.contains('syncState')) {
              database.close();
              resolve(false);
              return;
            }
            const get = database.transaction('syncState').objectStore('syncState').get('catalog.pulledAt');
            get.onsuccess = () => {
              database.close();
              resolve(typeof get.result?.value === 'number');
            };
            get.onerror = () => {
              database.close();
              resolve(false);
            };
          };
        });
      },
      undefined,
      { description: 'the catalogue replica on the device', timeout: 45_000 },
    );
    this.pool = await this.page
      .getByTestId('profile-card')
      .evaluateAll((cards, slots) => cards.slice(0, slots).map((card) => Number((card as HTMLElement).dataset.profileId)), SLOTS);
  }

  close(): Promise<void> {
    return this.context.close();
  }

  /** The faults armed by the sequence, spent one a request on the sync and submission calls. */
  private async intercept(route: Route): Promise<void> {
    const request = route.request();
    const { pathname } = new URL(request.url());
    // offline, the browser fails the request itself (and a fetch from here would reach the server)
    const armed = FAULTED.test(pathname) && !this.offline ? this.armed.shift() : undefined;
    try {
      if (!armed) return await route.continue();
      this.log.push(`  ${armed.fault} on ${request.method()} ${pathname}`);
      switch (armed.fault) {
        case 'unavailable':
          return await route.fulfill({ status: 503, body: 'fault: unavailable' });
        case 'reset':
          return await route.abort('connectionreset');
        case 'lostAnswer':
          // the server acts, the device never hears of it
          await route.fetch();
          return await route.fulfill({ status: 502, body: 'fault: answer lost' });
        case 'slow':
          // the request reaches the server late
          await new Promise((resolve) => setTimeout(resolve, armed.delayMs));
          return await route.continue();
        case 'lateAnswer': {
          // the server answers at once, the answer reaches the device late
          const response = await route.fetch();
          await new Promise((resolve) => setTimeout(resolve, armed.delayMs));
          return await route.fulfill({ response });
        }
        case 'duplicate': {
          // the same request reaches the server twice; the device sees the second answer
          await route.fetch();
          return await route.fulfill({ response: await route.fetch() });
        }
      }
    } catch {
      // the page or the context went away meanwhile (a closed tab): nothing to answer
      await route.abort().catch(() => undefined);
    }
  }

  private async hydrated(): Promise<void> {
    await hydrated(this.page);
  }

  private async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.hydrated();
  }

  /** Goes to `path` as a visitor would: by the header's links within the app (no page load). */
  private async on(path: string): Promise<void> {
    if (new URL(this.page.url()).pathname === path) return;
    const banner = this.page.getByRole('banner');
    const link =
      path === '/en/browse'
        ? banner.locator('a[href="/en/browse"]').first()
        : path === '/en/cart'
          ? banner.getByTestId('cart-button')
          : null;
    if (!link) return this.goto(path);
    await link.click();
    await this.page.waitForURL((url) => url.pathname === path);
  }

  private card(profileId: number) {
    return this.page.locator(`[data-testid="profile-card"][data-profile-id="${profileId}"]`);
  }

  private async apply(action: Action, model: Model, seed: number): Promise<void> {
    const { page } = this;
    switch (action.kind) {
      case 'cart': {
        const id = this.pool[action.slot] as number;
        if (model.cart.has(id)) {
          await this.on('/en/cart');
          const item = page.locator(`[data-testid="cart-item"][data-profile-id="${id}"]`);
          await item.getByRole('button', { name: /^Remove .* from the cart$/ }).click();
          await item.waitFor({ state: 'detached' });
          model.cart.delete(id);
        } else {
          await this.on('/en/browse');
          const card = this.card(id);
          await card.getByRole('button', { name: en.cart.addToCart }).click();
          await card.getByRole('button', { name: en.cart.inCart }).waitFor();
          model.cart.add(id);
        }
        return;
      }
      case 'favorite': {
        const id = this.pool[action.slot] as number;
        await this.on('/en/browse');
        const was = model.favorites.has(id);
        const heart = (pressed: boolean) =>
          this.card(id).locator(`[data-testid="favorite-button"][aria-pressed="${pressed}"]:not([disabled])`);
        // the heart shows what the device must hold before it is tapped
        await heart(was)
          .waitFor({ timeout: 10_000 })
          .catch(() => {
            throw new Error(`before the tap the heart of #${id} was not ${was ? 'on' : 'off'}`);
          });
        await heart(was).click();
        await heart(!was).waitFor();
        if (was) model.favorites.delete(id);
        else model.favorites.add(id);
        return;
      }
      case 'submit': {
        const name = submissionName(this.runTag, seed);
        const s = en.submission;
        await this.on('/en/submit-profile');
        const field = (label: string) => page.getByLabel(new RegExp(`^${label}\\s*(\\*|\\(.+\\))?$`));
        await field(s.fields.firstName).fill(name);
        await field(s.fields.gender).selectOption('female');
        await field(s.fields.location).selectOption('Santiago');
        await page.getByTestId('toggle-email').check();
        await page.getByTestId('contact-email').fill('faults@example.org');
        await page.getByTestId('media-input').setInputFiles([{ name: 'photo.png', mimeType: 'image/png', buffer: await plainPng(48, 64) }]);
        await page.getByTestId('media-item').waitFor();
        await page.getByTestId('combinedAgreement').check();
        await page.getByTestId('contactSharingConsent').check();
        await page.getByRole('button', { name: s.submit }).click();
        await page.getByTestId('submission-confirmation').waitFor();
        model.submissions.push(name);
        return;
      }
      case 'network':
        this.offline = !this.offline;
        await this.context.setOffline(this.offline);
        return;
      case 'reload':
        await page.reload();
        await this.hydrated();
        return;
      case 'reopen': {
        // the tab is killed (no unload handlers) and another opened on the same profile
        const path = new URL(page.url()).pathname;
        await page.close({ runBeforeUnload: false });
        this.page = await this.context.newPage();
        await this.goto(path);
        return;
      }
      case 'update': {
        // a new version is deployed; offline, the browser finds it at a later check
        if (!this.server.releaseNewWorker) throw new Error('this run cannot deploy a new service worker');
        await this.server.releaseNewWorker();
        if (this.offline) return;
        const before = await workerStates(page);
        await page.evaluate(async () => {
          const counted = window as unknown as { controllerChanges?: number; waitingBefore?: ServiceWorker | null };
          if (counted.controllerChanges === undefined) {
            counted.controllerChanges = 0;
            navigator.serviceWorker.addEventListener('controllerchange', () => {
              counted.controllerChanges = (counted.controllerChanges ?? 0) + 1;
            });
          }
          const registration = await navigator.serviceWorker.getRegistration();
          counted.waitingBefore = registration?.waiting ?? null;
          await registration?.update();
        });
        const prompt = page.getByRole('region', { name: en.pwa.updateTitle });
        let step = 'waiting for the new version to install';
        try {
          // as a visitor reads the prompt once this release is in: the browser's own update check
          // (after a navigation) may install an earlier release first, one made while offline and
          // not yet fetched, and the app rightly offers this one after it, even after Later. So ask
          // again until a check finds nothing newer: then the version waiting is this release.
          await waitForPageCondition(
            page,
            async () => {
              const registration = await navigator.serviceWorker.getRegistration();
              if (!registration) return false;
              try {
                await registration.update();
              } catch {
                return false;
              }
              const installing = registration.installing;
              if (installing) {
                await new Promise((resolve) => {
                  installing.addEventListener('statechange', resolve);
                  if (installing.state !== 'installing') resolve(undefined);
                });
                return false;
              }
              const before = (window as unknown as { waitingBefore?: ServiceWorker | null }).waitingBefore ?? null;
              return Boolean(registration.waiting) && registration.waiting !== before;
            },
            undefined,
            { description: 'this release to be the version waiting', timeout: STEP_TIMEOUT_MS, interval: 250 },
          );
          step = 'waiting for the prompt';
          await prompt.waitFor();
          const atPrompt = await workerStates(page);
          if (action.accept) {
            // the new worker takes over and the page reloads under it
            step = `waiting for the reload after Reload (workers at the press: ${atPrompt})`;
            await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: en.pwa.reload }).click()]);
            await this.hydrated();
          } else {
            step = `waiting for the prompt to go after Later (workers then: ${atPrompt})`;
            await prompt.getByRole('button', { name: en.pwa.later }).click();
            await prompt.waitFor({ state: 'detached' });
          }
        } catch (error) {
          const now = await workerStates(page).catch((reason: Error) => `unreadable: ${reason.message}`);
          throw new Error(`${(error as Error).message.split('\n')[0]} ${step}; workers before the release: ${before}; now: ${now}`);
        }
        return;
      }
      case 'fault':
        for (let i = 0; i < action.count; i++) this.armed.push({ fault: action.fault, delayMs: action.delayMs });
        return;
    }
  }

  /** What the device and the server hold that the model says they must not (empty: all matches). */
  private async compare(model: Model): Promise<string[]> {
    const device = await readDevice(this.page, this.userId);
    const problems: string[] = [];
    const cart = sorted(model.cart);
    if (!same(device.cart, cart)) problems.push(`cart on the device ${JSON.stringify(device.cart)}, expected ${JSON.stringify(cart)}`);
    if (device.outbox > 0) problems.push(`${device.outbox} outbox entries still wait`);
    const favorites = sorted(model.favorites);
    if (!same(device.favorites, favorites)) {
      problems.push(`favourites on the device ${JSON.stringify(device.favorites)}, expected ${JSON.stringify(favorites)}`);
    }
    const res = await this.context.request.get('/api/sync/favorites');
    const onServer = res.ok() ? sorted(((await res.json()) as { profileId: number }[]).map((row) => row.profileId)) : null;
    if (onServer === null) problems.push(`GET /api/sync/favorites answered ${res.status()}`);
    else if (!same(onServer, favorites)) {
      problems.push(`favourites on the server ${JSON.stringify(onServer)}, expected ${JSON.stringify(favorites)}`);
    }
    for (const name of model.submissions) {
      const rows = device.submissions.filter((row) => row.name === name);
      if (rows.length !== 1 || !SENT_STATES.includes(rows[0]?.state ?? '')) {
        problems.push(`submission ${name} on the device: ${JSON.stringify(rows)}`);
      }
      const count = await this.server.profilesNamed(name);
      if (count !== 1) problems.push(`submission ${name}: ${count} profiles on the server, expected 1`);
    }
    return problems;
  }

  /** Runs one sequence and compares; the device is fit for the next one only when it passed. */
  async run(seed: number, minLength = 6, maxLength = 10, kinds = ACTION_KINDS): Promise<SequenceResult> {
    const started = Date.now();
    const actions = generateSequence(seed, minLength, maxLength, kinds);
    this.log = [];
    this.errors = [];
    this.armed = [];
    const problems: string[] = [];
    await this.server.resetLimits();
    const before = await readDevice(this.page, this.userId);
    const model: Model = { cart: new Set(before.cart), favorites: new Set(before.favorites), submissions: [] };
    for (const action of actions) {
      this.log.push(describeAction(action, this.pool));
      try {
        await this.apply(action, model, seed);
      } catch (error) {
        problems.push(`${describeAction(action, this.pool)} failed: ${(error as Error).message.split('\n')[0]}`);
        break;
      }
    }
    if (problems.length === 0) {
      // online, no faults left: the queues drain (a nudge each round, as the `online` event would
      // give, so a push waiting out its back-off goes now), then everything must match
      this.armed = [];
      if (this.offline) {
        this.offline = false;
        await this.context.setOffline(false);
      }
      const nudge = () =>
        this.page
          .evaluate(async () => {
            window.dispatchEvent(new Event('online'));
            await new Promise((resolve) => setTimeout(resolve, 250));
          })
          .catch(() => undefined);
      problems.push(...(await settle(() => this.compare(model), SETTLE_TIMEOUT_MS, nudge)));
    }
    problems.push(...this.errors);
    return { seed, actions: this.log, problems, ms: Date.now() - started };
  }
}

/** How to run one failed sequence again, alone. */
export function replayCommand(seed: number, bench: boolean): string {
  return bench
    ? `FAULT_SEED=${seed} FAULT_SEQUENCES=1 node --import tsx bench/fault-sequences.bench.ts`
    : `npm run build && FAULT_SEED=${seed} FAULT_SEQUENCES=1 npx playwright test e2e/fault-sequences.spec.ts --workers=1`;
}

/** A failed sequence as a report: its seed, its actions (and the faults they met), what differed, the replay. */
export function failureReport(result: SequenceResult, bench: boolean): string {
  return [
    `sequence with seed ${result.seed} failed:`,
    ...result.problems.map((problem) => `  ✗ ${problem}`),
    '  actions:',
    ...result.actions.map((line) => `    ${line}`),
    `  replay: ${replayCommand(result.seed, bench)}`,
  ].join('\n');
}

/**
 * Runs `count` sequences from `baseSeed` on one device, a fresh one after a failure (what it
 * holds is then unknown). Reports each failure as it happens.
 */
export async function runSequences(
  browser: Browser,
  server: FaultServer,
  {
    baseSeed,
    count,
    minLength,
    maxLength,
    kinds,
    onResult,
  }: {
    baseSeed: number;
    count: number;
    minLength?: number;
    maxLength?: number;
    kinds?: readonly Action['kind'][];
    onResult?: (result: SequenceResult, index: number) => void;
  },
): Promise<SequenceResult[]> {
  const results: SequenceResult[] = [];
  let device: FaultDevice | null = null;
  try {
    for (let i = 0; i < count; i++) {
      device ??= await FaultDevice.open(browser, server);
      const result = await device.run(sequenceSeed(baseSeed, i), minLength, maxLength, kinds);
      results.push(result);
      onResult?.(result, i);
      if (result.problems.length > 0) {
        await device.close().catch(() => undefined);
        device = null;
      }
    }
  } finally {
    await device?.close().catch(() => undefined);
  }
  return results;
}
