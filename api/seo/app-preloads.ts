// The scripts a page's app needs, named in the page by the server from the build's manifest
// (dist/.vite/manifest.json, never served: express.static ignores dot folders). The boot
// (app/boot.ts) imports the app without preload links (decision 049: they are costly in a drawn
// page's load event), so:
// - a page that shows nothing until the app runs (account pages, the back office, a 404) gets the
//   app's scripts as preload links, to download together from the start;
// - a page the browser draws behind the server's first paint (the submission form) gets its
//   scripts, the app's and its routes', as a list the boot fetches together once the page has
//   loaded (decision 050); the first paint is not kept waiting for them.

import { APP_SCRIPTS_ID } from '#contract/page-data.ts';
import type { ResolvedPath } from './seo-pages.ts';

/** The part of Vite's build manifest read here. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The app's entry in the manifest (the boot imports it). */
export const APP_ENTRY = 'app/main.tsx';

/** The files of the manifest entry `key` and of everything it imports statically, entry first. */
function closure(manifest: BuildManifest, key: string, files: string[] = [], seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  // the boot itself (index.html's script, which shares a module with the app) is already there
  if (seen.has(key) || key.endsWith('.html') || !chunk?.file.endsWith('.js')) return files;
  seen.add(key);
  files.push(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files, seen);
  return files;
}

/** The files of the app's entry and of everything it imports statically, entry first. */
export function appScripts(manifest: BuildManifest): string[] {
  return closure(manifest, APP_ENTRY);
}

/** A route's component chunk in the manifest (TanStack Router splits each route file). */
const routeChunk = (routeFile: string) => `${routeFile}?tsr-split=component`;

/** The route files a storefront page shows: the language layout and the page's own. */
export function routeFiles(page: ResolvedPath['page']): string[] {
  const own: Partial<Record<ResolvedPath['page']['kind'], string>> = { home: 'index', browse: 'browse', profile: '$slug' };
  const file = page.kind === 'info' || page.kind === 'private' ? page.path : own[page.kind];
  return file === undefined ? [] : ['app/routes/$lang.tsx', `app/routes/$lang/${file}.tsx`];
}

/**
 * The app's scripts, then those of the routes a page shows (their files under app/, e.g.
 * app/routes/$lang/cart.tsx), each once: everything the page runs before it shows its content.
 */
export function pageScripts(manifest: BuildManifest, routeFiles: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  closure(manifest, APP_ENTRY, files, seen);
  for (const file of routeFiles) closure(manifest, routeChunk(file), files, seen);
  return files;
}

/** The page with a modulepreload link per app script before </head>; unchanged without any. */
export function injectAppPreloads(html: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return html;
  const links = scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  return html.replace('</head>', () => `  ${links}\n  </head>`);
}

/**
 * For a page whose app loads after its load event behind a first paint (app/boot.ts): its scripts named in the page
 * (#app-scripts), fetched together by the boot once the page has loaded, instead of preload links
 * that the page's load event would wait for. Unchanged without any.
 */
export function injectAppScriptList(html: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return html;
  const list = `<script type="application/json" id="${APP_SCRIPTS_ID}">${JSON.stringify(scripts)}</script>`;
  return html.replace('</head>', () => `  ${list}\n  </head>`);
}
