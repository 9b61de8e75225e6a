import { describe, expect, it } from 'vitest';
import { reconnectDelaySeconds } from './connection.ts';

describe('the wait before a connection tries the server again', () => {
  it('starts near a tenth of a second, grows, and never passes one second however many attempts failed', () => {
    for (let run = 0; run < 50; run++) {
      expect(reconnectDelaySeconds(0)).toBeLessThanOrEqual(0.1);
      expect(reconnectDelaySeconds(0)).toBeGreaterThanOrEqual(0.05);
      for (const retries of [1, 3, 5, 10, 50, 1000]) {
        const delay = reconnectDelaySeconds(retries);
        expect(delay).toBeGreaterThanOrEqual(0.05);
        expect(delay).toBeLessThanOrEqual(1);
      }
    }
    // jitter around the cap: the pool's connections do not all knock at once
    const atCap = new Set(Array.from({ length: 20 }, () => reconnectDelaySeconds(20)));
    expect(atCap.size).toBeGreaterThan(1);
  });
});
