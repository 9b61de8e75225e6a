// `npm run build`: the PWA icons (generated with sharp), then the Vite build, then the server
// render's bundle (app/entry-server.tsx → dist/server/, loaded by api/seo/seo-shell.ts), then a
// stamp that tells `npm start` the build is current.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type PluginOption } from 'vite';
import { BUILD_STAMP, SSR_OUT_DIR } from './build-state.ts';

const root = path.resolve(import.meta.dirname, '..');
execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/gen-icons.ts'], { cwd: root, stdio: 'inherit' });
await build({ root, logLevel: 'warn' });

// After the PWA build, so the service worker's precache never lists the server bundle; the same
// config without the service worker's plugin (vite.config.ts stays the PWA's).
await buildServerRender();
writeFileSync(path.join(root, BUILD_STAMP), new Date().toISOString());
console.log('PWA built into dist/');

async function buildServerRender() {
  const { default: pwaConfig } = await import('../vite.config.ts');
  const isServiceWorkerPlugin = (plugin: unknown) =>
    Boolean(plugin && typeof plugin === 'object' && 'name' in plugin && String(plugin.name).startsWith('vite-plugin-pwa'));
  const plugins = ([pwaConfig.plugins ?? []] as unknown[]).flat(8).filter((plugin) => !isServiceWorkerPlugin(plugin)) as PluginOption[];
  await build({
    ...pwaConfig,
    root,
    configFile: false,
    logLevel: 'warn',
    plugins,
    build: { ...pwaConfig.build, ssr: 'app/entry-server.tsx', outDir: SSR_OUT_DIR, emptyOutDir: false, copyPublicDir: false },
  });
}
