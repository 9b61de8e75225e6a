// The PWA's HTML answer for a page address: the built index.html with the page's SEO tags and
// the page's status (404 for unknown pages and for profiles that are not public). When the
// database does not answer for a profile, the shell goes out as a 503 so crawlers come back
// later instead of indexing a page without its tags.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Sql } from '#db/connection.ts';
import type { Env } from '../env.ts';
import { injectFirstPaint } from './first-paint.ts';
import { siteTexts } from './messages.ts';
import { pageHead } from './seo.service.ts';
import { injectHead } from './seo-head.ts';
import { resolvePath } from './seo-pages.ts';
import { siteOrigin } from './site-origin.ts';

export interface ShellPage {
  status: number;
  html: string;
}

export interface SeoShellDeps {
  env: Pick<Env, 'PUBLIC_URL'>;
  sql: Sql;
  distDir: string;
  logger: Logger;
}

export type RenderShell = (req: Request) => Promise<ShellPage>;

export function createSeoShell({ env, sql, distDir, logger }: SeoShellDeps): RenderShell {
  const indexHtml = path.join(distDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  // Re-read only when a new build replaced the file.
  const shell = async () => {
    const { mtimeMs } = await stat(indexHtml);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(indexHtml, 'utf8') };
    return cached.html;
  };

  return async (req) => {
    const html = await shell();
    const resolved = resolvePath(req.path, req.query.search);
    try {
      const head = await pageHead(sql, resolved, siteOrigin(env, req));
      const page = injectHead(html, head.tags);
      return { status: head.status, html: head.status === 200 ? injectFirstPaint(page, resolved) : page };
    } catch (error) {
      logger.error({ err: error, path: req.path }, 'SEO tags unavailable; serving the plain shell');
      const texts = siteTexts(resolved.lang);
      return {
        status: 503,
        html: injectHead(html, { lang: resolved.lang, title: texts.siteName, description: texts.seo.home.description }),
      };
    }
  };
}
