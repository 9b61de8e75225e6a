// Media in an S3-compatible bucket (AWS S3, MinIO, R2…), path-style URLs signed with SigV4.
// Objects are private; the API serves the public kinds at /uploads/<kind>/<name> like the disk
// store, and never the private ones (evidence).
import { AwsClient } from 'aws4fetch';
import { assertMediaName, type MediaStorage } from './storage.ts';

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function createS3Storage(options: S3Options): MediaStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 3,
  });
  const base = (options.endpoint ?? `https://s3.${options.region}.amazonaws.com`).replace(/\/+$/, '');
  const url = (kind: string, name: string) => `${base}/${encodeURIComponent(options.bucket)}/${kind}/${encodeURIComponent(name)}`;
  const fail = async (what: string, res: Response): Promise<never> => {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? res.statusText;
    throw new Error(`S3 ${what} failed: ${res.status} ${code}`);
  };
  return {
    async put(kind, name, data, contentType) {
      assertMediaName(name, kind);
      const res = await client.fetch(url(kind, name), {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: { 'Content-Type': contentType, 'Content-Length': String(data.length) },
      });
      if (!res.ok) await fail(`PUT ${kind}/${name}`, res);
    },
    async get(kind, name) {
      assertMediaName(name, kind);
      const res = await client.fetch(url(kind, name));
      if (res.status === 404) return null;
      if (!res.ok) await fail(`GET ${kind}/${name}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(kind, name) {
      assertMediaName(name, kind);
      const res = await client.fetch(url(kind, name), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) await fail(`DELETE ${kind}/${name}`, res);
    },
  };
}
