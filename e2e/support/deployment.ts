// A throwaway deployment of the built PWA for tests that need to change what is deployed (a new
// service worker version, a new release), which the shared e2e server cannot do: a copy of dist/
// in a temp folder, served like the real server serves it (SPA fallback, sw.js and index.html
// no-cache, the built files of the releases deployed before from the archive of release assets).
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CACHE_CONTROL } from '#api/http/cache-control.ts';
import { diskReleaseArchive, isAssetName, publishRelease } from '#api/release-assets/release-assets.ts';
import { deriveNextRelease } from './next-release.ts';
import { workerReleases } from './worker-release.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export interface Deployment {
  url: string;
  /** Changes sw.js as a new release would (the app shell stays the same). */
  releaseNewWorker(): Promise<void>;
  /**
   * Deploys the next release (every built file renamed: next-release.ts): its files join the
   * archive, then it is served, at once or, with `afterWorkerScript`, right after the next sw.js
   * is served (a worker's script from a replica of this release, its precache list from replicas
   * of the next). Resolves once the release is ready, with the old names and the new.
   */
  releaseNextBuild(options?: { afterWorkerScript?: boolean }): Promise<NextRelease>;
  /** The built files served from the archive, in order: none of the release being served. */
  readonly archived: readonly string[];
  close(): Promise<void>;
}

export interface NextRelease {
  renamed: Map<string, string>;
  /** Resolves when the server has switched to it. */
  switched: Promise<void>;
}

export async function deployCopyOfDist(distDir = path.resolve('dist')): Promise<Deployment> {
  const folder = await mkdtemp(path.join(tmpdir(), 'contacto-deploy-'));
  let release = 1;
  let root = path.join(folder, `release-${release}`);
  await cp(distDir, root, { recursive: true });
  // each release adds its files as a replica does at start-up (api/release-assets)
  const archive = diskReleaseArchive(path.join(folder, 'archive'));
  await publishRelease(archive, root, 5);
  let worker = workerReleases(root);
  let afterWorkerScript: (() => void) | undefined;
  const archived: string[] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // as the real server answers the update prompt's nudge (api/health/health.router.ts)
    if (url.pathname === '/api/worker-nudge') {
      res.writeHead(204, { 'cache-control': 'no-store' }).end();
      return;
    }
    let file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
    const isFile = await stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
    const asset = /^\/assets\/([^/]+)$/.exec(url.pathname)?.[1];
    if ((!file.startsWith(root) || !isFile) && asset && isAssetName(asset)) {
      const data = await archive.read(asset);
      if (data) {
        archived.push(asset);
        res.writeHead(200, {
          'content-type': types[path.extname(asset)] ?? 'application/octet-stream',
          'cache-control': CACHE_CONTROL.immutable,
        });
        res.end(data);
        return;
      }
    }
    if (!file.startsWith(root) || !isFile) {
      if (url.pathname.startsWith('/api/') || path.extname(url.pathname)) {
        res.writeHead(404).end();
        return;
      }
      file = path.join(root, 'index.html');
    }
    const name = path.basename(file);
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': name === 'sw.js' || name.endsWith('.html') ? 'no-cache' : 'public, max-age=3600',
    });
    res.end(await readFile(file));
    if (name === 'sw.js') afterWorkerScript?.();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    archived,
    releaseNewWorker: () => worker.release(),
    async releaseNextBuild(options = {}) {
      release += 1;
      const next = path.join(folder, `release-${release}`);
      const renamed = await deriveNextRelease(root, next, `r${release}`);
      await publishRelease(archive, next, 5);
      const switchOver = () => {
        root = next;
        worker = workerReleases(next);
      };
      if (!options.afterWorkerScript) {
        switchOver();
        return { renamed, switched: Promise.resolve() };
      }
      const switched = new Promise<void>((resolve) => {
        afterWorkerScript = () => {
          afterWorkerScript = undefined;
          switchOver();
          resolve();
        };
      });
      return { renamed, switched };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(folder, { recursive: true, force: true });
    },
  };
}
