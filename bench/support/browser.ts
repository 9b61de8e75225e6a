// The browser the browser benches drive: Debian's chromium, or CHROMIUM_PATH.
import { type Browser, chromium } from '@playwright/test';

export function launchBenchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', ...extraArgs],
  });
}
