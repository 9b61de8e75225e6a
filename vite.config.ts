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
    // No preload links for dynamic imports: Vite's helper appends one <link> per script to <head>,
    // some 7 ms of main thread each at 4× CPU slowdown, and the app's route chunks named a dozen
    // each as the app started after the load event (about 85 ms on browse). A chunk's imports are
    // fetched as the browser reads it instead, one round trip later. A page the browser draws
    // itself gets the app's scripts as preload links in its HTML from the server
    // (api/seo/app-preloads.ts); moduleScriptRel keeps the helper's own check out of the boot.
    modulePreload: false,
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
