// A throwaway deployment of the built PWA for tests that need to change what is deployed (a new
// service worker version), which the shared e2e server cannot do: a copy of dist/ in a temp
// folder, served like the real server serves it (SPA fallback, sw.js and index.html no-cache).
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  close(): Promise<void>;
}

export async function deployCopyOfDist(distDir = path.resolve('dist')): Promise<Deployment> {
  const root = await mkdtemp(path.join(tmpdir(), 'contacto-deploy-'));
  await cp(distDir, root, { recursive: true });

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
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    releaseNewWorker: workerReleases(root).release,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}
