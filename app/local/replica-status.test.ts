import { describe, expect, it } from 'vitest';
import { replicaState } from './replica-status.ts';

describe('the replica state', () => {
  it('is loading until the replica has been read, and ready whenever it has rows', () => {
    expect(replicaState(undefined, { state: 'ready', rows: 5 })).toBe('loading');
    expect(replicaState(4, { state: 'error', error: 'offline' })).toBe('ready');
    expect(replicaState(4, { state: 'syncing' })).toBe('ready');
  });

  it('is syncing while an empty replica waits for its first pull', () => {
    expect(replicaState(0, { state: 'idle' })).toBe('syncing');
    expect(replicaState(0, { state: 'syncing' })).toBe('syncing');
  });

  it('is still syncing when the pull has written rows that an older read of the replica does not show', () => {
    // the pull's status can arrive before the answer that sees its rows: no "nothing found" between
    expect(replicaState(0, { state: 'ready', pulledAt: 1, rows: 98 })).toBe('syncing');
  });

  it('is ready and empty when the pull left no rows, or wrote no page', () => {
    expect(replicaState(0, { state: 'ready', pulledAt: 1, rows: 0 })).toBe('ready');
    expect(replicaState(0, { state: 'ready', pulledAt: 1 })).toBe('ready');
  });

  it('offers a retry when an empty replica could not be pulled', () => {
    expect(replicaState(0, { state: 'error', error: 'offline' })).toBe('offline');
    expect(replicaState(0, { state: 'error', error: 'failed' })).toBe('error');
  });
});
