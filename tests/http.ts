// Starts an Express app on port 0 for a test file and gives its base URL; requests from another
// loopback address, for tests that need a second client.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export async function listen(app: Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * fetch() from a given loopback address (127.0.0.2, …): the server sees another client by its
 * real peer address, with no proxy header to trust. Each request has a connection of its own:
 * fetch() reuses an idle keep-alive connection, and on a starved event loop the server's idle
 * timeout can close it just as a request is written (ECONNRESET, where a browser would retry).
 */
export async function fetchFrom(localAddress: string, url: string, init: RequestInit = {}): Promise<Response> {
  const request = new Request(url, init);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const target = new URL(url);
  return new Promise<Response>((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers: Object.fromEntries(request.headers),
        localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
          }
          // A 204, 205 or 304 has no body, and the Response constructor refuses one.
          const status = res.statusCode ?? 0;
          resolve(new Response([204, 205, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A fixed clock for the app's rate limits: an instant in the middle of every 10-minute and hourly
 * window, so a test's hits never straddle a window boundary, however slow the machine.
 */
export const fixedRateLimitClock = (): Date => new Date('2030-01-01T00:05:00Z');
