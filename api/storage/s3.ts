// Media in an S3-compatible bucket (AWS S3, MinIO, R2…), path-style URLs signed with SigV4.
// Objects are private; the API serves the public kinds at /uploads/<kind>/<name> like the disk
// store, and never the private ones (evidence). With a public URL (MEDIA_PUBLIC_URL), public media
// are also copied under the bucket's `public/` prefix, the only one a bucket policy or a CDN lets
// anyone read, by the publish job (api/media/media-publish.service.ts), which also removes them
// when they leave the public view. `s3Objects` is the bucket by key, which the archive of release
// assets (api/release-assets) shares.
import { AwsClient } from 'aws4fetch';
import {
  assertDerivedKey,
  assertMediaName,
  assertMediaStem,
  type DerivedKey,
  derivedKeysOf,
  type MediaKind,
  type MediaPublisher,
  type MediaStorage,
  publicPathsOf,
  STORAGE_FOLDERS,
  StorageUnavailableError,
} from './storage.ts';

export interface S3Options {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The URL at which the bucket's `public/` prefix is read (a CDN or the bucket itself). */
  publicUrl?: string;
}

/** The bucket's objects by key (`images/<name>`, `release-assets/…`): what the stores here are made of. */
export interface S3Objects {
  putObject(key: string, data: Buffer, contentType: string, cacheControl?: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  getObject(key: string): Promise<Buffer | null>;
  /** Bytes start..end (inclusive) of the object, read with a ranged GetObject; null when there is none. */
  getObjectRange(key: string, start: number, end: number): Promise<Buffer | null>;
  /** The object's size and ETag, or null when there is none. */
  headObject(key: string): Promise<{ size: number; etag: string } | null>;
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
    async putObject(key, data, contentType, cacheControl) {
      const res = await send(url(key), {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: {
          'Content-Type': contentType,
          'Content-Length': String(data.length),
          ...(cacheControl ? { 'Cache-Control': cacheControl } : {}),
        },
      });
      if (!res.ok) await fail(`PUT ${key}`, res);
    },
    async getObject(key) {
      const res = await send(url(key));
      if (res.status === 404) return null;
      if (!res.ok) await fail(`GET ${key}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async getObjectRange(key, start, end) {
      // the bucket sends only these bytes, never the whole file
      const res = await send(url(key), { headers: { Range: `bytes=${start}-${end}` } });
      if (res.status === 404) return null;
      if (!res.ok) await fail(`GET ${key} (range)`, res);
      const data = Buffer.from(await res.arrayBuffer());
      return res.status === 206 ? data : data.subarray(start, end + 1);
    },
    async headObject(key) {
      const res = await send(url(key), { method: 'HEAD' });
      if (res.status === 404) return null;
      if (!res.ok) await fail(`HEAD ${key}`, res);
      const etag = res.headers.get('etag') ?? '';
      return { size: Number(res.headers.get('content-length') ?? 0), etag: etag.startsWith('"') ? etag : `"${etag}"` };
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

/** Public copies: a year in browsers; CDNs keep them 5 minutes, so a removed copy is gone there soon. */
export const PUBLISHED_CACHE_CONTROL = 'public, max-age=31536000, s-maxage=300, immutable';

export function createS3Storage(options: S3Options): MediaStorage {
  const { putObject, getObject, getObjectRange, headObject, deleteObject, listKeys } = s3Objects(options);
  // derived files sit under variants/<w640|og>/<image name>
  const derivedKey = (key: DerivedKey) => `variants/${key}`;
  const removeDerived = async (kind: MediaKind, name: string) => {
    for (const key of derivedKeysOf(kind, name)) await deleteObject(derivedKey(key));
  };
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const publisher: MediaPublisher | undefined = publicUrl
    ? {
        url: (publicPath) => `${publicUrl}/${publicPath}`,
        publish: (publicPath, data, contentType) => putObject(`public/${publicPath}`, data, contentType, PUBLISHED_CACHE_CONTROL),
        unpublish: (publicPath) => deleteObject(`public/${publicPath}`),
      }
    : undefined;
  /** Removes the public copies of a removed original (the publish job removes them first, this makes sure). */
  const unpublishAll = async (kind: MediaKind, name: string) => {
    if (!publisher || (kind !== 'images' && kind !== 'videos')) return;
    for (const publicPath of publicPathsOf(kind, name)) await publisher.unpublish(publicPath);
  };
  return {
    publisher,
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
      await unpublishAll(kind, name);
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
    async stat(kind, name) {
      assertMediaName(name, kind);
      return headObject(`${kind}/${name}`);
    },
    async getRange(kind, name, start, end) {
      assertMediaName(name, kind);
      return getObjectRange(`${kind}/${name}`, start, end);
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
