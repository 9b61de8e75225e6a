// The S3-compatible server the tests and benches use (s3rver): one bucket, "media", kept in a
// folder, on a free port of 127.0.0.1 (or the one given).
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

const BUCKET = 'media';

export interface S3TestServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  close(): Promise<void>;
}

export async function startS3Server(directory: string, port = 0): Promise<S3TestServer> {
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return { endpoint: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
