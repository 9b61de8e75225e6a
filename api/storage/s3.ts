// Media in an S3-compatible bucket (AWS S3, MinIO, R2…), path-style URLs signed with SigV4.
// Objects are private; the API serves the public kinds at /uploads/<kind>/<name> like the disk
// store, and never the private ones (evidence). `s3Objects` is the bucket by key, which the
// archive of release assets (api/release-assets) shares.
import { AwsClient } from 'aws4fetch';
import {
  assertDerivedKey,
  assertMediaName,
  assertMediaStem,
  type DerivedKey,
  derivedKeysOf,
  type MediaKind,
  type MediaStorage,
  STORAGE_FOLDERS,
  StorageUnavailableError,
} from './storage.ts';

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The bucket's objects by key (`images/<name>`, `release-assets/…`): what the stores here are made of. */
export interface S3Objects {
  putObject(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  getObject(key: string): Promise<Buffer | null>;
  deleteObject(key: string): Promise<void>;
  /** The keys under a prefix (ListObjectsV2, page after page). */
  listKeys(prefix: string): Promise<string[]>;
}

export function s3Objects(options: S3Options): S3Objects {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 3,
  });
  const base = (options.endpoint ?? `https://s3.${options.region}.amazonaws.com`).replace(/\/+$/, '');
  const bucketUrl = `${base}/${encodeURIComponent(options.bucket)}`;
  const url = (key: string) => `${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const fail = async (what: string, res: Response): Promise<never> => {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? res.statusText;
    const message = `S3 ${what} failed: ${res.status} ${code}`;
    // the bucket's own trouble (5xx, SlowDown) passes; a refusal (403, 400) is a real error
    if (res.status >= 500 || res.status === 429) throw new StorageUnavailableError(message);
    throw new Error(message);
  };
  /** The request, or StorageUnavailableError when the endpoint cannot be reached at all. */
  const send = async (target: string, init?: RequestInit): Promise<Response> => {
    try {
      return await client.fetch(target, init);
    } catch (error) {
      throw new StorageUnavailableError(`S3 unreachable: ${(error as Error).message}`);
    }
  };
  return {
    async putObject(key, data, contentType) {
      const res = await send(url(key), {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: { 'Content-Type': contentType, 'Content-Length': String(data.length) },
      });
      if (!res.ok) await fail(`PUT ${key}`, res);
    },
    async getObject(key) {
      const res = await send(url(key));
      if (res.status === 404) return null;
      if (!res.ok) await fail(`GET ${key}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async deleteObject(key) {
      const res = await send(url(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) await fail(`DELETE ${key}`, res);
    },
    async listKeys(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix, ...(token ? { 'continuation-token': token } : {}) });
        const res = await send(`${bucketUrl}?${query}`);
        if (!res.ok) await fail(`LIST ${prefix}`, res);
        const xml = await res.text();
        for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(match[1] ?? ''));
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? /<NextContinuationToken>([^<]*)</.exec(xml)?.[1] : undefined;
      } while (token);
      return keys;
    },
  };
}

export function createS3Storage(options: S3Options): MediaStorage {
  const { putObject, getObject, deleteObject, listKeys } = s3Objects(options);
  // derived files sit under variants/<w640|og>/<image name>
  const derivedKey = (key: DerivedKey) => `variants/${key}`;
  const removeDerived = async (kind: MediaKind, name: string) => {
    for (const key of derivedKeysOf(kind, name)) await deleteObject(derivedKey(key));
  };
  return {
    async put(kind, name, data, contentType) {
      assertMediaName(name, kind);
      await putObject(`${kind}/${name}`, data, contentType);
    },
    async get(kind, name) {
      assertMediaName(name, kind);
      return getObject(`${kind}/${name}`);
    },
    async remove(kind, name) {
      assertMediaName(name, kind);
      await deleteObject(`${kind}/${name}`);
      await removeDerived(kind, name);
    },
    async removeDerived(kind, name) {
      assertMediaName(name, kind);
      await removeDerived(kind, name);
    },
    async putDerived(key, data, contentType) {
      assertDerivedKey(key);
      await putObject(derivedKey(key), data, contentType);
    },
    async getDerived(key) {
      assertDerivedKey(key);
      return getObject(derivedKey(key));
    },
    async keysOf(stem) {
      assertMediaStem(stem);
      const keys: string[] = [];
      for (const folder of STORAGE_FOLDERS) keys.push(...(await listKeys(`${folder}/${stem}.`)));
      return keys;
    },
  };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => XML_ENTITIES[entity] ?? '');
