// A TCP proxy in front of a test server that counts the bytes clients send through it and can cut
// every connection once a number of them has passed: a poor connection dropping mid-upload, seen
// from the wire (what a resumed upload really sends again), not from the client's own counters.
import net from 'node:net';

export interface ByteProxy {
  url: string;
  /** Bytes clients sent through the proxy since the last reset. */
  readonly sent: number;
  reset(): void;
  /** Cuts every connection as soon as `bytes` more have been sent (null: never). */
  cutAfter(bytes: number | null): void;
  close(): Promise<void>;
}

export async function startByteProxy(target: string): Promise<ByteProxy> {
  const { hostname, port } = new URL(target);
  let sent = 0;
  let cutAt: number | null = null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    let cut = false;
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk: Buffer) => {
      if (cut) return;
      let data = chunk;
      if (cutAt !== null && sent + data.length >= cutAt) {
        // The connection drops here: the server still gets every byte sent before the cut (a
        // FIN, not a reset that would discard what is in flight), the client sees it die.
        data = data.subarray(0, Math.max(0, cutAt - sent));
        sent += data.length;
        cutAt = null;
        cut = true;
        upstream.end(data);
        client.destroy();
        setTimeout(() => upstream.destroy(), 2000).unref();
        return;
      }
      sent += data.length;
      upstream.write(data);
    });
    upstream.pipe(client);
    client.on('close', () => {
      if (!cut) upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    get sent() {
      return sent;
    },
    reset() {
      sent = 0;
    },
    cutAfter(bytes) {
      cutAt = bytes === null ? null : sent + bytes;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
