// The favourite toggle machine driven as an actor, with the save and the side effects swapped
// by .provide(), plus a graph walk proving that a save only ever starts from a signed-in tap or
// a successful log-in, and that a dismissed dialog forgets the add/remove.
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { closeLoginDialog, loginSucceeded, openLoginDialog } from '#app/components/auth/login-dialog-store.ts';
import { type FavoriteEvent, type FavoriteIntent, favoriteMachine, type SaveResult } from './favorite.machine.ts';

function start(save: (intent: FavoriteIntent) => Promise<SaveResult> = async () => 'saved') {
  const saves: FavoriteIntent[] = [];
  const openLogin = vi.fn();
  const notifySaved = vi.fn();
  const notifyFailed = vi.fn();
  const machine = favoriteMachine.provide({
    actors: {
      save: fromPromise<SaveResult, { profileId: number; intent: FavoriteIntent }>(async ({ input }) => {
        expect(input.profileId).toBe(42);
        saves.push(input.intent);
        return save(input.intent);
      }),
    },
    actions: {
      openLogin,
      notifySaved: (_, params) => notifySaved(params),
      notifyFailed,
    },
  });
  const actor = createActor(machine, { input: { profileId: 42 } }).start();
  return { actor, saves, openLogin, notifySaved, notifyFailed };
}

const tap = (favorited: boolean, signedIn: boolean): FavoriteEvent => ({ type: 'TOGGLE', favorited, signedIn });

describe('favourite toggle machine', () => {
  it('when a signed-in visitor taps an empty heart, then it saves an add, is busy meanwhile and says "added"', async () => {
    let release: (result: SaveResult) => void = () => undefined;
    const { actor, saves, notifySaved, openLogin } = start(() => new Promise((resolve) => (release = resolve)));
    actor.send(tap(false, true));
    expect(actor.getSnapshot().value).toBe('saving');
    // a second tap while saving is ignored (the button is disabled)
    actor.send(tap(true, true));
    expect(saves).toEqual(['add']);
    release('saved');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(notifySaved).toHaveBeenCalledExactlyOnceWith({ intent: 'add' });
    expect(openLogin).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.intent).toBeNull();
  });

  it('when a signed-in visitor taps a full heart, then it saves a remove and says "removed"', async () => {
    const { actor, saves, notifySaved } = start();
    actor.send(tap(true, true));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(saves).toEqual(['remove']);
    expect(notifySaved).toHaveBeenCalledWith({ intent: 'remove' });
  });

  it('when a guest taps, then the login dialog opens and the add runs after a successful log-in', async () => {
    const { actor, saves, openLogin, notifySaved } = start();
    actor.send(tap(false, false));
    expect(actor.getSnapshot().value).toBe('awaitingLogin');
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(saves).toEqual([]);
    actor.send({ type: 'LOGIN_SUCCEEDED' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(saves).toEqual(['add']);
    expect(notifySaved).toHaveBeenCalledWith({ intent: 'add' });
  });

  it('when a guest closes the dialog instead, then the add is dropped', () => {
    const { actor, saves, notifySaved } = start();
    actor.send(tap(false, false));
    actor.send({ type: 'LOGIN_DISMISSED' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.intent).toBeNull();
    // a late success of a dialog opened for someone else does nothing here
    actor.send({ type: 'LOGIN_SUCCEEDED' });
    expect(saves).toEqual([]);
    expect(notifySaved).not.toHaveBeenCalled();
  });

  it('when the server wants a log-in (401), then the dialog opens with the change remembered and it runs again after log-in', async () => {
    const results: SaveResult[] = ['loginNeeded', 'saved'];
    const { actor, saves, openLogin, notifySaved } = start(async () => results.shift() ?? 'saved');
    actor.send(tap(true, true));
    await waitFor(actor, (s) => s.matches('awaitingLogin'));
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.intent).toBe('remove');
    expect(notifySaved).not.toHaveBeenCalled();
    actor.send({ type: 'LOGIN_SUCCEEDED' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(saves).toEqual(['remove', 'remove']);
    expect(notifySaved).toHaveBeenCalledExactlyOnceWith({ intent: 'remove' });
  });

  it('when the change cannot be saved, then it shows the error toast and the heart is usable again', async () => {
    const { actor, notifyFailed, notifySaved } = start(async () => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    actor.send(tap(false, true));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(notifyFailed).toHaveBeenCalledTimes(1);
    expect(notifySaved).not.toHaveBeenCalled();
    expect(actor.getSnapshot().can(tap(false, true))).toBe(true);
  });
});

describe('favourite toggle machine with the login dialog store', () => {
  function withStore() {
    const saves: FavoriteIntent[] = [];
    const machine = favoriteMachine.provide({
      actors: {
        save: fromPromise<SaveResult, { profileId: number; intent: FavoriteIntent }>(async ({ input }) => {
          saves.push(input.intent);
          return 'saved';
        }),
      },
      actions: { notifySaved: () => undefined, notifyFailed: () => undefined },
    });
    return { actor: createActor(machine, { input: { profileId: 42 } }).start(), saves };
  }

  it('when the dialog it opened logs the guest in, then the remembered add runs', async () => {
    const { actor, saves } = withStore();
    actor.send(tap(false, false));
    loginSucceeded();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(saves).toEqual(['add']);
  });

  it('when the dialog is closed, or another opener takes it over, then the add is dropped', () => {
    const first = withStore();
    first.actor.send(tap(false, false));
    closeLoginDialog();
    expect(first.actor.getSnapshot().value).toBe('idle');

    const second = withStore();
    second.actor.send(tap(false, false));
    openLoginDialog('general');
    expect(second.actor.getSnapshot().value).toBe('idle');
    loginSucceeded();
    expect(second.saves).toEqual([]);
    expect(first.saves).toEqual([]);
  });
});

describe('favourite toggle machine graph', () => {
  const events: FavoriteEvent[] = [
    tap(false, true),
    tap(true, true),
    tap(false, false),
    { type: 'LOGIN_SUCCEEDED' },
    { type: 'LOGIN_DISMISSED' },
    { type: 'xstate.done.actor.save', output: 'saved' } as unknown as FavoriteEvent,
    { type: 'xstate.done.actor.save', output: 'loginNeeded' } as unknown as FavoriteEvent,
    { type: 'xstate.error.actor.save', error: new Error('disk full') } as unknown as FavoriteEvent,
  ];
  const serializeState = (snapshot: { value: unknown; context: { intent: unknown } }) =>
    JSON.stringify({ value: snapshot.value, intent: snapshot.context.intent });
  const options = { events, serializeState, input: { profileId: 42 } } as unknown as Parameters<typeof getShortestPaths>[1];

  it('reaches exactly: idle with nothing remembered, saving or awaiting a log-in with an add or a remove', () => {
    const paths = getShortestPaths(favoriteMachine, options);
    const states = paths.map((p) => serializeState(p.state as never)).sort();
    expect(states).toEqual(
      [
        { value: 'awaitingLogin', intent: 'add' },
        { value: 'awaitingLogin', intent: 'remove' },
        { value: 'idle', intent: null },
        { value: 'saving', intent: 'add' },
        { value: 'saving', intent: 'remove' },
      ]
        .map((s) => JSON.stringify(s))
        .sort(),
    );
  });

  it('starts a save only from a signed-in tap or a successful log-in, and a dismissed dialog always forgets', () => {
    const paths = getSimplePaths(favoriteMachine, options);
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const path of paths) {
      let previous = 'idle';
      for (const step of path.steps) {
        const value = String(step.state.value);
        if (value === 'saving' && previous !== 'saving') {
          const ok =
            (step.event.type === 'TOGGLE' && (step.event as { signedIn: boolean }).signedIn) || step.event.type === 'LOGIN_SUCCEEDED';
          expect(ok, `entered saving on ${JSON.stringify(step.event)}`).toBe(true);
        }
        if (previous === 'awaitingLogin' && step.event.type === 'LOGIN_DISMISSED') {
          expect(step.state.value).toBe('idle');
          expect(step.state.context.intent).toBeNull();
        }
        previous = value;
      }
    }
  });
});
