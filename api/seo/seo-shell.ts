// The PWA's HTML answer for a page address: the built index.html with the page's SEO tags and
// the page's status (404 for unknown pages and for profiles that are not public). When the
// database does not answer for a profile, the shell goes out as a 503 so crawlers come back
// later instead of indexing a page without its tags.
// Home, browse, a profile, the information pages, the cart and the submission form come rendered
// (decisions 037, 049, 055): the server bundle built from app/entry-server.tsx draws #root with the
// page's data, which goes along as JSON for the browser's hydration. Without that bundle (or when
// it fails) the shell keeps its hand-written first paint (first-paint.ts); every other page
// (account pages, the back office) is the plain shell the browser renders.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Language } from '#contract/languages.ts';
import type { PageData } from '#contract/page-data.ts';
import type { Sql } from '#db/connection.ts';
import type { Env } from '../env.ts';
import { escapeHtml } from '../html.ts';
import { createProfilesService } from '../profiles/profiles.service.ts';
import { appScripts, type BuildManifest, injectAppPreloads, injectAppScriptList, pageScripts, routeFiles } from './app-preloads.ts';
import { injectFirstPaint } from './first-paint.ts';
import { siteTexts } from './messages.ts';
import { BROWSE_PARAMS, createPageDataService } from './page-data.service.ts';
import { createSeoService, type PageHead } from './seo.service.ts';
import { injectHead, jsonForScript } from './seo-head.ts';
import { type ResolvedPath, resolvePath } from './seo-pages.ts';
import { siteOrigin } from './site-origin.ts';

export interface ShellPage {
  status: number;
  html: string;
}

export interface SeoShellDeps {
  env: Pick<Env, 'PUBLIC_URL' | 'MEDIA_PUBLIC_URL' | 'S3_BUCKET'>;
  sql: Sql;
  distDir: string;
  logger: Logger;
  /** The server render; by default the build's bundle (dist/server/entry-server.js). */
  renderer?: () => Promise<ServerRenderer | null>;
}

export type RenderShell = (req: Request) => Promise<ShellPage>;

/** What dist/server/entry-server.js exports (app/entry-server.tsx). */
export interface ServerRenderer {
  renderPage(request: { url: string; lang: Language; data: PageData; mediaBase?: string }): Promise<{ html: string; ok: boolean }>;
}

/** The server bundle's folder in the build (scripts/build-state.ts SSR_OUT_DIR); never served. */
export const SSR_BUNDLE_DIR = 'server';
const SERVER_ENTRY = path.join(SSR_BUNDLE_DIR, 'entry-server.js');

/** Pages drawn whole whose content still needs the app: her cart (on her device), and the
 * submission form (drawn empty: her draft is on her device, and the form works only with the app). */
function needsApp({ page }: ResolvedPath): boolean {
  return (page.kind === 'private' && page.path === 'cart') || (page.kind === 'info' && page.path === 'submit-profile');
}

/** Whether the page is one the server draws: a public storefront page at its own address (no
 * trailing slash, no browse filters: the browser rewrites or answers those, so they keep the
 * shell and its first paint). */
export function isRenderedPage(pathname: string, resolved: ResolvedPath, query: Record<string, unknown> = {}): boolean {
  if (!pathname.startsWith(`/${resolved.lang}`) || (pathname.length > 1 && pathname.endsWith('/'))) return false;
  const { page } = resolved;
  if (page.kind === 'browse') return !BROWSE_PARAMS.some((name) => query[name] !== undefined);
  return (
    page.kind === 'home' ||
    page.kind === 'profile' ||
    page.kind === 'info' ||
    // Her cart is on her device: the server draws the page around it, the cart loading (decision 049).
    (page.kind === 'private' && page.path === 'cart')
  );
}

/** Puts the rendered #root and its data into the shell. The "needs JavaScript" note goes when
 * the page reads without it; the cart and the submission form keep it (what the cart holds is on
 * the device, read by the app; the form is sent by the app). */
export function injectRendered(html: string, root: string, data: PageData, { readsWithoutScript = true } = {}): string {
  const page = html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${root}</div><script type="application/json" id="ssr-data">${jsonForScript(data)}</script>`,
  );
  return readsWithoutScript ? page.replace(/<noscript>[^<]*<\/noscript>/, '') : page;
}

/** Loads the server bundle once (its chunks import it by its plain URL, so it is one module for
 * the process: a new build is rendered after a restart, as `npm start` does); null when there is
 * none, found out once, not on every page. */
function serverRenderer(distDir: string, logger: Logger): () => Promise<ServerRenderer | null> {
  const file = path.join(distDir, SERVER_ENTRY);
  let loaded: Promise<ServerRenderer | null> | undefined;
  return () => {
    if (!loaded && !existsSync(file)) loaded = Promise.resolve(null);
    loaded ??= import(pathToFileURL(file).href).then(
      (module: ServerRenderer) => module,
      (error: unknown) => {
        logger.error({ err: error }, 'server render bundle could not be loaded; serving the shell');
        return null;
      },
    );
    return loaded;
  };
}

/** The build's manifest; empty without one (pages then name no scripts: the browser finds them
 * as it reads the app's imports). */
async function builtManifest(distDir: string): Promise<BuildManifest> {
  try {
    return JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

/** Where the app loads public media from when they are published for a CDN (decision 080), else null. */
export function publicMediaBase(env: Pick<Env, 'MEDIA_PUBLIC_URL' | 'S3_BUCKET'>): string | null {
  return env.MEDIA_PUBLIC_URL && env.S3_BUCKET ? env.MEDIA_PUBLIC_URL.replace(/\/+$/, '') : null;
}

/** The page naming the public media origin for the app (app/components/media/public-media-base.ts). */
export function withMediaBase(html: string, base: string | null): string {
  return base ? html.replace('</head>', `<meta name="media-base" content="${escapeHtml(base)}" />\n</head>`) : html;
}

export function createSeoShell({ env, sql, distDir, logger, renderer = serverRenderer(distDir, logger) }: SeoShellDeps): RenderShell {
  const indexHtml = path.join(distDir, 'index.html');
  let cached: { mtimeMs: number; html: string; manifest: BuildManifest; scripts: string[] } | undefined;
  // Re-read only when a new build replaced the file.
  const shell = async () => {
    const { mtimeMs } = await stat(indexHtml);
    if (cached?.mtimeMs !== mtimeMs) {
      const manifest = await builtManifest(distDir);
      const html = withMediaBase(await readFile(indexHtml, 'utf8'), publicMediaBase(env));
      cached = { mtimeMs, html, manifest, scripts: appScripts(manifest) };
    }
    return cached;
  };
  const pages = createPageDataService(createProfilesService(sql));
  const seo = createSeoService(sql, publicMediaBase(env));

  /** The page drawn by the server, or null (no bundle, a failed render: the first paint then). */
  const rendered = async (req: Request, resolved: ResolvedPath, page: string): Promise<string | null> => {
    const render = isRenderedPage(req.path, resolved, req.query) ? await renderer() : null;
    if (!render) return null;
    try {
      const param = decodeURIComponent(req.path.split('/').filter(Boolean).at(-1) ?? '');
      const read = await pages.pageData(resolved, req.query, param).catch((error: unknown) => {
        // The page still renders (home's featured skeletons, browse's empty list) with its status.
        logger.error({ err: error, path: req.path }, 'page data unavailable; rendering without it');
        return {};
      });
      const data: PageData = { ...read, drawnAt: Date.now() };
      const { html, ok } = await render.renderPage({
        url: req.originalUrl,
        lang: resolved.lang,
        data,
        mediaBase: publicMediaBase(env) ?? '',
      });
      return ok ? injectRendered(page, html, data, { readsWithoutScript: !needsApp(resolved) }) : null;
    } catch (error) {
      logger.error({ err: error, path: req.path }, 'server render failed; serving the shell');
      return null;
    }
  };

  return async (req) => {
    const { html, manifest, scripts } = await shell();
    // A page the browser draws itself downloads the app's scripts together from the start.
    const drawnByBrowser = (page: string) => injectAppPreloads(page, scripts);
    const resolved = resolvePath(req.path, req.query.search);
    let head: PageHead;
    try {
      head = await seo.pageHead(resolved, siteOrigin(env, req));
    } catch (error) {
      logger.error({ err: error, path: req.path }, 'SEO tags unavailable; serving the plain shell');
      const texts = siteTexts(resolved.lang);
      return {
        status: 503,
        html: drawnByBrowser(injectHead(html, { lang: resolved.lang, title: texts.siteName, description: texts.seo.home.description })),
      };
    }
    const page = injectHead(html, head.tags);
    if (head.status !== 200) return { status: head.status, html: drawnByBrowser(page) };
    const drawn = await rendered(req, resolved, page);
    if (drawn) return { status: 200, html: drawn };
    // Behind a first paint the visitor reads the page's heading while its app loads, after the
    // load event (app/boot.ts); without one, the app's scripts download from the start.
    const painted = injectFirstPaint(page, resolved);
    if (painted === page) return { status: 200, html: drawnByBrowser(page) };
    return { status: 200, html: injectAppScriptList(painted, pageScripts(manifest, routeFiles(resolved.page))) };
  };
}
