// Vite build of the PWA: file-based TanStack Router (before React), Tailwind 4, and the
// service worker built by vite-plugin-pwa from app/sw.ts (injectManifest, registered by hand).
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ADMIN_PRECACHE_IGNORES, chunkFileName, messagesChunkName } from './scripts/chunks.ts';

const appDir = fileURLToPath(new URL('./app/', import.meta.url));

/** The stylesheet goes first in <head>: on a slow connection it then does not share the
 * bandwidth with the script preloads, and the first paint (which needs it) comes sooner. */
function stylesheetFirst(): Plugin {
  return {
    name: 'contacto-stylesheet-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html;
        for (const link of links) out = out.replace(link, '');
        return out.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${links.join('\n    ')}`);
      },
    },
  };
}

/**
 * Vite's preload helper, without the polyfill, asks the browser whether it knows module preloads
 * by creating a `<link>` as the boot starts: the page's first one, 6–15 ms of the boot's first task
 * here (decision 056). The answer is taken as yes: a browser without them (Safari before 17)
 * ignores the links and fetches each import as it reads it.
 */
function moduleScriptRel(): Plugin {
  return {
    name: 'contacto-module-script-rel',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('vite/preload-helper')) return null;
      const next = code.replace(/\(function detectScriptRel\(\)\s*\{[\s\S]*?\}\)\(\)/, '"modulepreload"');
      if (next === code) this.error('the preload helper no longer detects its link type: review moduleScriptRel');
      return { code: next, map: null };
    },
  };
}

/**
 * The scripts the app (app/main.tsx) imports statically, directly or not: they are loaded before
 * any of its code runs, so a dynamic import the app makes never needs a preload link for them.
 * Read from the bundle before Vite's import analysis asks `resolveDependencies` (decision 050).
 */
function appStaticClosure(): { plugin: Plugin; has(file: string): boolean } {
  const closure = new Set<string>();
  return {
    has: (file) => closure.has(file),
    plugin: {
      name: 'contacto-app-static-closure',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          closure.clear();
          const main = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/app/main.tsx'));
          const visit = (file: string) => {
            const chunk = bundle[file];
            if (closure.has(file) || chunk?.type !== 'chunk') return;
            closure.add(file);
            for (const imported of chunk.imports) visit(imported);
          };
          if (main) visit(main.fileName);
        },
      },
    },
  };
}

const appLoaded = appStaticClosure();

/**
 * The modules the app (app/main.tsx) imports statically, directly or not, except those the boot
 * (app/boot.ts) or the background work it starts without the app (app/pwa/background.ts) import:
 * they go into one chunk, `app`. Every page that runs the app runs all of them before any of its
 * code, and each separate script costs the main thread to fetch (some 7 ms at 4× CPU slowdown):
 * split by which lazy chunks share them, they were about forty scripts. The import graph is
 * recorded as modules are parsed; chunking comes after.
 */
function appModules(): { plugin: Plugin; test(id: string): boolean } {
  const imports = new Map<string, readonly string[]>();
  let members: Set<string> | undefined;
  const closure = (entry: string | undefined) => {
    const seen = new Set<string>();
    const stack = entry ? [entry] : [];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return seen;
  };
  const find = (suffix: string) => [...imports.keys()].find((id) => id.endsWith(suffix));
  return {
    test(id) {
      if (!members) {
        const main = find('/app/main.tsx');
        members = closure(main);
        if (main) members.delete(main);
        for (const shared of [...closure(find('/app/boot.ts')), ...closure(find('/app/pwa/background.ts'))]) members.delete(shared);
      }
      return members.has(id);
    },
    plugin: {
      name: 'contacto-app-modules',
      buildStart() {
        imports.clear();
        members = undefined;
      },
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
      },
    },
  };
}

const appChunk = appModules();

export default defineConfig({
  root: '.',
  publicDir: 'public',
  resolve: {
    alias: [{ find: /^#app\/(.*)$/, replacement: `${appDir}$1` }],
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './app/routes',
      generatedRouteTree: './app/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    stylesheetFirst(),
    moduleScriptRel(),
    appLoaded.plugin,
    appChunk.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'app',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: '/',
        name: 'Contacto',
        short_name: 'Contacto',
        description: 'Verified profiles and their contact details, in six languages.',
        lang: 'en',
        dir: 'ltr',
        theme_color: '#be123c',
        background_color: '#fff7f5',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // Keep the huge placeholder/media folders out of the precache (uploads are runtime-cached),
        // and the back office: storefront visitors never need it.
        globIgnores: ['**/uploads/**', 'sw.js', ...ADMIN_PRECACHE_IGNORES],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the server names the app's scripts in the pages it does not draw.
    manifest: true,
    modulePreload: {
      // No polyfill: its check ran in the boot's first task on every page (and moduleScriptRel
      // keeps the helper from making the same check).
      polyfill: false,
      // The boot's import of the app (app/boot.ts → app/main.tsx) and the app's of the background
      // work (app/pwa/background.ts) add no preload links: they run in a server-drawn page's load
      // event or just after, where appending some twenty links to <head>
      // cost 40–70 ms of main thread on this machine (150–270 ms at 4× CPU slowdown). Their static
      // imports are fetched as the browser reads them instead; a page the browser draws itself
      // gets the app's as preload links in its HTML from the server (api/seo/app-preloads.ts).
      // Every other dynamic import preloads only what the app has not loaded already: appending a
      // link per script cost as much again when the app then loaded a route's chunk (the cart's
      // named 47 scripts, nearly all of them the app's own: 260 ms at 4× CPU slowdown).
      // The catalogue sync, which the background work imports once the page is idle, adds none
      // either: three links appended there cost 7–10 ms of a task on this machine, while its
      // imports, fetched as the browser reads it, cost the background work one round trip.
      resolveDependencies: (filename, deps) =>
        /^assets\/(main|background|catalog-sync)-[\w-]+\.js$/.test(filename) ? [] : deps.filter((dep) => !appLoaded.has(dep)),
    },
    rolldownOptions: {
      output: {
        // Admin-only chunks are named admin-* (scripts/chunks.ts).
        chunkFileNames: chunkFileName,
        codeSplitting: {
          // A group takes in only the modules it names (its test): the app's group must leave
          // to the boot what the boot shares with it.
          includeDependenciesRecursively: false,
          // A language's message areas (app/i18n/locales/<area>/<lang>.json) are always loaded
          // together: one chunk per language instead of one request per area; the back office's
          // area gets its own chunk per language.
          // TanStack Query (only the back office uses it) has its own chunk, so it is never named
          // after (and taken for) an admin module. React has its own too: a group takes in the
          // modules its members import, and visitors would download TanStack Query with React.
          groups: [
            { name: messagesChunkName, test: /\/app\/i18n\/locales\// },
            { name: 'react', test: /\/node_modules\/react\//, priority: 2 },
            { name: 'query', test: /\/node_modules\/@tanstack\/(query-core|react-query)\//, priority: 1 },
            { name: 'app', test: appChunk.test },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/uploads': 'http://127.0.0.1:3000',
    },
  },
});
