// The absolute origin of the site for canonical URLs, the sitemap and share images: PUBLIC_URL
// when set (it should be in production), else the scheme and host the request came with.
import type { Request } from 'express';
import type { Env } from '../env.ts';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

export function siteOrigin(env: Pick<Env, 'PUBLIC_URL'>, req: Request): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  const host = req.get('host') ?? '';
  return `${req.protocol === 'https' ? 'https' : 'http'}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
}
