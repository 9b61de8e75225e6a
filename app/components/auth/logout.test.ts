import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/api/client.ts';
import { buildSessionUser } from '#tests/factories/session-user.factory.ts';
import { type LogoutSteps, runLogout } from './logout.ts';
import type { SessionUser } from './use-session.ts';

const user: SessionUser = buildSessionUser();

/** Steps that record their order; `pending` lists what countPending answers, call by call. */
function steps(pending: number[], overrides: Partial<LogoutSteps> = {}, logOutAnyway = true) {
  const calls: string[] = [];
  const counts = [...pending];
  const base: LogoutSteps = {
    countPending: async () => {
      calls.push('count');
      return counts.shift() ?? 0;
    },
    push: async () => {
      calls.push('push');
    },
    confirmDiscard: async (count) => {
      calls.push(`confirm ${count}`);
      return logOutAnyway;
    },
    postLogout: async () => {
      calls.push('post');
    },
    markLogoutPending: () => calls.push('mark pending'),
    clearAccountData: async (userId) => {
      calls.push(`clear ${userId}`);
    },
    endSession: () => calls.push('end session'),
  };
  return { calls, steps: { ...base, ...overrides } };
}

describe('logging out', () => {
  it('when nothing is pending, then it logs out without pushing or asking', async () => {
    const { calls, steps: s } = steps([0]);
    expect(await runLogout(user, s)).toEqual({ kind: 'logged-out', offline: false });
    expect(calls).toEqual(['count', 'post', 'clear 7', 'end session']);
  });

  it('when changes are pending and the push saves them, then it logs out without asking', async () => {
    const { calls, steps: s } = steps([2, 0]);
    expect(await runLogout(user, s)).toEqual({ kind: 'logged-out', offline: false });
    expect(calls).toEqual(['count', 'push', 'count', 'post', 'clear 7', 'end session']);
  });

  it('when changes stay unsaved and the owner chooses to stay, then nothing is sent or cleared', async () => {
    const { calls, steps: s } = steps([3, 3], {}, false);
    expect(await runLogout(user, s)).toEqual({ kind: 'stayed' });
    expect(calls).toEqual(['count', 'push', 'count', 'confirm 3']);
  });

  it('when offline and the owner logs out anyway, then the logout is kept pending and the device cleared', async () => {
    const { calls, steps: s } = steps([1, 1], {
      postLogout: async () => {
        calls.push('post');
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await runLogout(user, s)).toEqual({ kind: 'logged-out', offline: true });
    expect(calls).toEqual(['count', 'push', 'count', 'confirm 1', 'post', 'mark pending', 'clear 7', 'end session']);
  });

  it('when the server fails, then the user stays logged in and nothing is cleared', async () => {
    const error = new ApiError(500, '{"message":"Internal server error"}');
    const { calls, steps: s } = steps([0], {
      postLogout: async () => {
        calls.push('post');
        throw error;
      },
    });
    expect(await runLogout(user, s)).toEqual({ kind: 'failed', error });
    expect(calls).toEqual(['count', 'post']);
  });

  it('when the server has no session left (401), then the device logs out all the same', async () => {
    const { calls, steps: s } = steps([0], {
      postLogout: async () => {
        throw new ApiError(401, '{"message":"Authentication required","requiresLogin":true}');
      },
    });
    expect(await runLogout(user, s)).toEqual({ kind: 'logged-out', offline: false });
    expect(calls).toEqual(['count', 'clear 7', 'end session']);
  });

  it('when clearing the device fails, then the session still ends and the failure is raised', async () => {
    const endSession = vi.fn();
    const { steps: s } = steps([0], { clearAccountData: () => Promise.reject(new Error('disk')), endSession });
    await expect(runLogout(user, s)).rejects.toThrow('disk');
    expect(endSession).toHaveBeenCalledOnce();
  });
});
