// The Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's old headless shell
// (no browser UI process: the suite ran about a sixth faster on it), else Debian's full chromium.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

export function testChromiumPath(): string {
  return process.env.CHROMIUM_PATH || (CANDIDATES.find((path) => existsSync(path)) ?? CANDIDATES[1]);
}
