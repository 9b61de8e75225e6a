// Waiting for something only an async function can read in the page (a service worker
// registration, IndexedDB). Playwright's waitForFunction cannot: it takes the promise an async
// function returns as a truthy answer and never waits for it, so it returns after the first
// look whatever the answer (a lint rule, lint/no-async-wait-for-function.grit, refuses that use).
import type { Page } from '@playwright/test';

export interface PageConditionOptions {
  /** What is waited for, for the error (default: "the page condition"). */
  description?: string;
  timeout?: number;
  /** Between one answer and the next look (default 100 ms). */
  interval?: number;
}

// the page was replaced (a navigation or a reload) while it was asked: ask the new one
const GONE = /Execution context was destroyed|Cannot find context|navigat/i;

/**
 * Evaluates `condition` in the page until it answers true; each evaluation is awaited, and one
 * that outlasts the time left fails the wait. Code in `condition` runs in the page: it must name
 * no function of its own (tsx, which runs the benches, would wrap it in a helper the page lacks).
 */
export async function waitForPageCondition<Arg>(
  page: Page,
  condition: (arg: Arg) => Promise<boolean>,
  arg: Arg,
  { description = 'the page condition', timeout = 30_000, interval = 100 }: PageConditionOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waiting for ${description}: not met within ${timeout} ms`)), timeout);
  });
  try {
    for (;;) {
      const met = await Promise.race([
        // (Playwright types the argument as it arrives in the page: the same plain value here)
        page.evaluate(condition as (arg: unknown) => Promise<boolean>, arg).catch((error: Error) => {
          if (GONE.test(error.message)) return false;
          throw error;
        }),
        late,
      ]);
      if (met) return;
      await Promise.race([new Promise((resolve) => setTimeout(resolve, Math.min(interval, Math.max(0, deadline - Date.now())))), late]);
    }
  } finally {
    clearTimeout(timer);
  }
}
