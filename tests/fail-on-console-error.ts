// A console.error during a test is a failure unless the test expects it (STYLE.md): tests that
// expect one replace console.error with vi.spyOn(console, 'error').mockImplementation(…).
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  const seen = errors;
  const spied = vi.isMockFunction(console.error);
  console.error = original;
  if (!spied && seen.length > 0) {
    throw new Error(`console.error was called during the test: ${seen.map((a) => a.map(String).join(' ')).join(' | ')}`);
  }
});
