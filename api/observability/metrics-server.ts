// /metrics on a port of its own (METRICS_PORT), never on the public one: the figures name routes,
// queues and volumes a stranger has no business reading, and a port that is not published (the
// compose file publishes only the proxy's) needs no token. Anything else on it is a 404.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from './metrics.ts';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(options: { port: number; host: string }): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) =>
        res
          .writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' })
          .end(req.method === 'HEAD' ? undefined : text),
      (error: Error) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`metrics failed: ${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(new Error(`METRICS_PORT ${options.port} is already in use; give each process on this host its own METRICS_PORT`));
      else if (error.code === 'EACCES') reject(new Error(`no permission to listen on METRICS_PORT ${options.port}`));
      else reject(error);
    });
    server.listen(options.port, options.host, resolve);
  });
  // never what keeps the process alive
  server.unref();
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
