// The boot (app/boot.ts) is the only script a page the server drew runs before its load event, so
// what it imports statically must stay tiny: a heavy import that sneaks in (React, Dexie, the
// router, a locale file) fails here. Its dynamic import of the app is not followed: that loads
// after the load event (docs/decisions/059-the-app-loads-at-once-and-nothing-is-lost.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Every module the boot may import statically, directly or not (the stylesheet is Tailwind's
 * CSS, checked by the e2e budget on the built page). */
const BOOT_MODULES = ['app/boot.ts', 'app/first-touch.ts', 'app/ssr/ssr-data.ts', 'contract/page-data.ts', 'app/styles.css'];

/** The most source the boot's modules may hold together, in bytes (about 14 KB today). */
const BOOT_SOURCE_BUDGET = 20_000;

/** The static imports of a module (not `import type`, not dynamic `import()`), as repository paths
 * or package names. */
function staticImports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    const specifier = match[1] as string;
    if (specifier.startsWith('.')) found.push(path.relative(root, path.resolve(root, path.dirname(file), specifier)));
    else if (/^#(app|api|contract|lib|sync|db)\//.test(specifier)) found.push(specifier.replace(/^#(\w+)\//, '$1/'));
    else found.push(specifier);
  }
  return found;
}

/** The boot's static import graph. */
function bootGraph(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.(ts|tsx)$/.test(file)) return;
    for (const imported of staticImports(file, readFileSync(path.join(root, file), 'utf8'))) visit(imported);
  };
  visit('app/boot.ts');
  return seen;
}

describe("the boot's import budget", () => {
  it('imports nothing but its own small modules: no package, no part of the app', () => {
    expect([...bootGraph()].sort()).toEqual([...BOOT_MODULES].sort());
  });

  it(`holds at most ${BOOT_SOURCE_BUDGET} bytes of source`, () => {
    const bytes = [...bootGraph()]
      .filter((file) => file.endsWith('.ts'))
      .reduce((sum, file) => sum + readFileSync(path.join(root, file)).length, 0);
    expect(bytes).toBeLessThanOrEqual(BOOT_SOURCE_BUDGET);
  });

  it('reads a static import, and not a type-only or a dynamic one', () => {
    const source = [
      "import './styles.css';",
      "import { a } from './first-touch.ts';",
      "import type { B } from '#contract/page-data.ts';",
      "import { type C, d } from '#app/ssr/ssr-data.ts';",
      "import React from 'react';",
      "const start = () => import('./main.tsx');",
    ].join('\n');
    expect(staticImports('app/boot.ts', source)).toEqual(['app/styles.css', 'app/first-touch.ts', 'app/ssr/ssr-data.ts', 'react']);
  });
});
