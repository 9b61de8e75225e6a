import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { productionEnv } from '#tests/env.ts';
import { listen } from '#tests/http.ts';
import { createApp } from './server.ts';
import { createDiskStorage } from './storage/storage.ts';

let db: TestDatabase;
let server: Awaited<ReturnType<typeof listen>>;
let tmp: string;
let queueUp = true;
const IMAGE = '0b9c1a52-6f0e-4c8e-9a51-3c1f2b7d9e10.webp';

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-server-'));
  const dist = path.join(tmp, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="shell-root"></div>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'assets', 'big-abc123.js'), 'console.log("a fairly repetitive script");\n'.repeat(400));
  const storage = createDiskStorage(path.join(tmp, 'uploads'));
  await storage.put('images', IMAGE, Buffer.from('RIFF0000WEBPVP8 '), 'image/webp');
  const app = createApp({
    env: productionEnv(),
    logger: pino({ level: 'silent' }),
    sql: db.sql,
    storage,
    distDir: dist,
    readiness: {
      sql: db.sql,
      queue: async () => {
        if (!queueUp) throw new Error('queue down');
      },
    },
  });
  server = await listen(app);
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

describe('the HTTP skeleton', () => {
  it('answers health and readiness', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', queue: 'ok' });
  });

  it("answers the update prompt's nudge with nothing, never cached", async () => {
    const nudge = await fetch(`${server.url}/api/worker-nudge`);
    expect(nudge.status).toBe(204);
    expect(nudge.headers.get('cache-control')).toBe('no-store');
    expect(await nudge.text()).toBe('');
  });

  it('when the queue does not answer, then it is not ready', async () => {
    queueUp = false;
    try {
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', database: 'ok', queue: 'down' });
    } finally {
      queueUp = true;
    }
  });

  it('answers an unknown /api path with a 404 JSON message', async () => {
    for (const url of ['/api/nope', '/api/profiles-x/1', '/api']) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect((await res.json()).message).toMatch(/No API route/);
    }
  });

  it('when no admin session exists, then every /api/admin route answers 401 with a message', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin'],
      ['GET', '/api/admin/orders'],
      ['POST', '/api/admin/profiles/1/approve'],
    ] as const) {
      const res = await fetch(`${server.url}${url}`, {
        method,
        headers: { 'content-type': 'application/json', origin: server.url },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.status, url).toBe(401);
      expect(await res.json()).toEqual({ message: 'Admin login required' });
    }
  });

  it('when a state-changing /api request comes from another site, then it is refused; the signed webhook is not', async () => {
    const crossSite = { 'content-type': 'application/json', origin: 'https://evil.example' };
    for (const url of [
      '/api/create-checkout-session',
      '/api/payment-success',
      '/api/contact',
      '/api/reports',
      '/api/upload',
      '/api/nope',
    ]) {
      const res = await fetch(`${server.url}${url}`, { method: 'POST', headers: crossSite, body: '{}' });
      expect(res.status, url).toBe(403);
      expect(await res.json()).toEqual({ message: 'Cross-site request refused' });
    }
    const webhook = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: crossSite, body: '{}' });
    expect(webhook.status).toBe(400);
    expect(await webhook.json()).toEqual({ message: 'Invalid webhook signature' });
  });

  it('answers a malformed JSON body with a 400 JSON message', async () => {
    const res = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('answers an oversized JSON body with a 413', async () => {
    const res = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Payload too large');
  });

  it('sends the security headers', async () => {
    const res = await fetch(`${server.url}/en/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("worker-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it('serves the shell for any page path (SPA fallback), never cached; unknown pages as 404s', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/en/', 200],
      ['/de/browse', 200],
      ['/es/no-such-page', 404],
    ] as const) {
      const res = await fetch(`${server.url}${url}`, { headers: { accept: 'text/html' } });
      expect(res.status, url).toBe(status);
      expect(await res.text()).toContain('<div id="shell-root"></div>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a year and 404s a missing one as JSON', async () => {
    const asset = await fetch(`${server.url}/assets/main-abc123.js`);
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    const missing = await fetch(`${server.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });

  it('compresses scripts for clients that accept it, and not for those that do not', async () => {
    const zipped = await fetch(`${server.url}/assets/big-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect((await zipped.text()).length).toBe(400 * 43);
    const plain = await fetch(`${server.url}/assets/big-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('serves the uploaded images of public profiles with short, revalidated caching and refuses other paths', async () => {
    expect((await fetch(`${server.url}/uploads/images/${IMAGE}`)).status).toBe(404); // no profile shows it yet
    await insertProfile(db.sql, { photos: [IMAGE] });
    const res = await fetch(`${server.url}/uploads/images/${IMAGE}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    for (const url of ['/uploads/images/nope.webp', '/uploads/videos/x.mp4', '/uploads/../package.json', '/uploads/other/a']) {
      const r = await fetch(`${server.url}${url}`);
      expect(r.status, url).toBe(404);
    }
  });
});
