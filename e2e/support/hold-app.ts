import type { Page } from '@playwright/test';

/** The app's own script (app/main.tsx), which the boot imports: nothing of the app runs without it. */
export const APP_SCRIPT = /\/assets\/main-[\w-]{8}\.js$/;

/** Holds the app's script until the returned function is called: a slow connection, made certain. */
export async function holdApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
