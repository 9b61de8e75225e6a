// The server render of the storefront (decision 037) against a real database: the app's own
// router and components (app/entry-server.tsx) draw a profile with her name, city and photo and
// never a contact value, browse with its first cards and home with its featured ones; the data
// goes along as JSON that cannot close its element; unknown and non-public profiles stay a 404
// with noindex and no render; without the render the shell keeps its first paint.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '#app/entry-server.tsx';
import { type InsertedProfile, insertProfile } from '#db/seed/factories/profile.factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { productionEnv } from '#tests/env.ts';
import { listen } from '#tests/http.ts';
import { createSeoShell, type ServerRenderer } from './seo-shell.ts';

const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Contacto</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Contacto needs JavaScript to run.</noscript>
  </body>
</html>
`;
const PHOTO = '5e000000-0000-4000-8000-0000000000a1.jpg';
const WHATSAPP = '+1 809 555 0177';

let db: TestDatabase;
let tmp: string;
let maria: InsertedProfile;
let hidden: InsertedProfile;
let servers: Array<Awaited<ReturnType<typeof listen>>> = [];

const CDN = 'https://media.contacto.example/m';

async function start(renderer: ServerRenderer | null, env: Record<string, string> = {}): Promise<string> {
  const shell = createSeoShell({
    env: productionEnv({ PUBLIC_URL: 'https://contacto.example/', ...env }),
    sql: db.sql,
    distDir: tmp,
    logger: pino({ level: 'silent' }),
    renderer: async () => renderer,
  });
  const app = express();
  app.get('/{*splat}', async (req, res) => {
    const page = await shell(req);
    res.status(page.status).type('html').send(page.html);
  });
  const server = await listen(app);
  servers.push(server);
  return server.url;
}

let rendered: string;
let plain: string;
/** Public media published for a CDN: the page names its origin. */
let behindCdn: string;

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-ssr-'));
  await writeFile(path.join(tmp, 'index.html'), SHELL);
  await mkdir(path.join(tmp, '.vite'));
  await writeFile(
    path.join(tmp, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-b00t.js', dynamicImports: ['app/main.tsx'] },
      'app/main.tsx': { file: 'assets/main-a1.js', imports: ['_react-r1.js'] },
      '_react-r1.js': { file: 'assets/react-r1.js' },
      'app/routes/$lang/submit-profile.tsx?tsr-split=component': {
        file: 'assets/submit-s1.js',
        imports: ['_react-r1.js', '_formik-f1.js'],
      },
      '_formik-f1.js': { file: 'assets/formik-f1.js' },
    }),
  );
  maria = await insertProfile(db.sql, {
    firstName: 'María',
    lastName: 'Rodríguez',
    age: 24,
    location: 'Santo Domingo',
    slugEn: 'maria-r-24-santo-domingo-901',
    photos: [PHOTO],
    primaryPhoto: PHOTO,
    contactMethods: { whatsapp: WHATSAPP, email: 'maria@example.com' },
    isFeatured: true,
    aboutMe: 'Ends a script: </script><script>alert(1)</script>',
  });
  hidden = await insertProfile(db.sql, { status: 'INACTIVE', firstName: 'Oculta', photos: [PHOTO] });
  rendered = await start({ renderPage });
  plain = await start(null);
  behindCdn = await start(
    { renderPage },
    {
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_PUBLIC_URL: `${CDN}/`,
    },
  );
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

async function get(base: string, url: string): Promise<{ status: number; html: string; root: string }> {
  const res = await fetch(`${base}${url}`);
  const html = await res.text();
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="ssr-data"[^>]*>/.exec(html)?.[1] ?? '';
  return { status: res.status, html, root };
}

describe('a profile page', () => {
  it('is drawn with her name, age, city and photo, and no contact value', async () => {
    const page = await get(rendered, `/en/${maria.slugEn}`);
    expect(page.status).toBe(200);
    expect(page.root).toContain('data-testid="profile-name"');
    expect(page.root).toContain('María R.');
    expect(page.root).toContain('Santo Domingo');
    expect(page.root).toMatch(new RegExp(`<img[^>]+src="/uploads/images/[^"]*${PHOTO.replace('.jpg', '')}`));
    expect(page.html).not.toContain(WHATSAPP);
    expect(page.html).not.toContain('maria@example.com');
    expect(page.html).not.toContain('Rodríguez');
    // the "needs JavaScript" note goes: the page reads without it
    expect(page.html).not.toContain('<noscript>');
    expect(page.html).toContain('<script type="application/json" id="ssr-data">');
  });

  it('behind a CDN, names its origin and draws and preloads her photo from it, not from the API', async () => {
    const page = await get(behindCdn, `/en/${maria.slugEn}`);
    expect(page.status).toBe(200);
    const name = PHOTO.replace('.jpg', '');
    // the app reads the origin from the page, so its first render asks for the same URLs
    expect(page.html).toContain(`<meta name="media-base" content="${CDN}" />`);
    expect(page.html).toMatch(
      new RegExp(`<link rel="preload" as="image" href="${CDN}/images/w640/${name}[^"]*" imagesrcset="${CDN}/images/w320/`),
    );
    expect(page.root).toMatch(new RegExp(`<img[^>]+src="${CDN}/images/w640/${name}`));
    expect(page.root).toMatch(new RegExp(`<img[^>]+srcSet="${CDN}/images/w320/${name}[^"]* 320w, ${CDN}/images/w640/`));
    expect(page.html).not.toMatch(/(src|href|srcset)="\/uploads\//i);
  });

  it('embeds her public profile as JSON that cannot close its element', async () => {
    const page = await get(rendered, `/en/${maria.slugEn}`);
    const json = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(page.html)?.[1];
    expect(json).toBeDefined();
    const data = JSON.parse(json as string) as { profile: { key: string; profile: { id: number; aboutMe: string } } };
    expect(data.profile.key).toBe(`en/${maria.slugEn}`);
    expect(data.profile.profile.id).toBe(maria.id);
    expect(data.profile.profile.aboutMe).toContain('</script>');
    expect(page.html.match(/<\/script>/g)?.length).toBe(1);
  });

  it('is read by id in another language', async () => {
    const page = await get(rendered, `/es/profile/${maria.id}`);
    expect(page.status).toBe(200);
    expect(page.root).toContain('María R.');
  });

  it('unknown or not public: 404 noindex, and nothing drawn', async () => {
    for (const url of ['/en/nobody-at-all-99', `/en/profile/${hidden.id}`]) {
      const page = await get(rendered, url);
      expect(page.status, url).toBe(404);
      expect(page.html, url).toContain('<meta name="robots" content="noindex" />');
      expect(page.html, url).toContain('<div id="root"></div>');
      expect(page.html, url).not.toContain('Oculta');
    }
  });
});

describe('browse and home', () => {
  it('browse is drawn with its first cards', async () => {
    const page = await get(rendered, '/en/browse');
    expect(page.status).toBe(200);
    expect(page.root).toContain('data-testid="browse-grid"');
    expect(page.root.match(/data-testid="profile-card"/g)?.length).toBe(1);
    expect(page.root).toContain(`data-profile-id="${maria.id}"`);
    expect(page.root).toMatch(/<img[^>]+src="\/uploads\/images\//);
    expect(page.root).not.toContain('Oculta');
  });

  it('a filtered browse, or an address the browser rewrites, keeps the shell and its first paint', async () => {
    for (const url of ['/en/browse?location=Santiago', '/en/']) {
      const page = await get(rendered, url);
      expect(page.status, url).toBe(200);
      expect(page.html, url).not.toContain('ssr-data');
      expect(page.html, url).toContain('<div id="root"><header');
    }
  });

  it('home is drawn in its language with the featured cards', async () => {
    const page = await get(rendered, '/de');
    expect(page.status).toBe(200);
    expect(page.root).toContain('data-testid="featured-profiles"');
    expect(page.root).toContain(`data-profile-id="${maria.id}"`);
    expect(page.html).toContain('<html lang="de"');
  });

  it('an information page is drawn; an account page and the back office are not, and name the app scripts to preload', async () => {
    expect((await get(rendered, '/it/privacy')).root).toContain('<h1');
    expect((await get(rendered, '/it/privacy')).html).not.toContain('modulepreload');
    for (const url of ['/en/purchases', '/admin', '/admin/login']) {
      const { html } = await get(rendered, url);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('<link rel="modulepreload" crossorigin href="/assets/main-a1.js">');
      expect(html, url).toContain('<link rel="modulepreload" crossorigin href="/assets/react-r1.js">');
    }
  });

  it('the cart is drawn around the device cart (loading), and keeps the "needs JavaScript" note', async () => {
    const page = await get(rendered, '/en/cart');
    expect(page.status).toBe(200);
    expect(page.root).toContain('data-testid="site-footer"');
    expect(page.root).toMatch(/role="status"><p[^>]*>Loading your cart/);
    expect(page.html).toContain('<noscript>');
    expect(page.html).not.toContain('modulepreload');
    expect(page.html).toContain('<script type="application/json" id="ssr-data">');
  });

  it('the submission form is drawn empty, shown only with scripting, and keeps the "needs JavaScript" note', async () => {
    const page = await get(rendered, '/es/submit-profile');
    expect(page.status).toBe(200);
    expect(page.root).toMatch(/<h1[^>]*>[^<]+<\/h1>[\s\S]*href="\/es\/my-submissions"/);
    expect(page.root).toMatch(/<div class="app-only [^"]*">[\s\S]*data-testid="submission-form"/);
    expect(page.root).toMatch(/<input[^>]+name="firstName" value=""/);
    expect(page.html).toContain('<noscript>');
    expect(page.html).not.toContain('modulepreload');
    expect(page.html).toContain('<script type="application/json" id="ssr-data">');
  });

  it('without the render bundle the submission form is drawn by the browser behind its first paint, which names its scripts', async () => {
    const { status, html } = await get(plain, '/es/submit-profile');
    expect(status).toBe(200);
    expect(html).not.toContain('ssr-data');
    expect(html).toMatch(/<div id="root"><header[\s\S]*<h1[^>]*>[^<]+<\/h1>[\s\S]*href="\/es\/my-submissions"/);
    expect(html).not.toContain('modulepreload');
    // the app's scripts, then the form's, each once, for the boot to fetch after the load event
    expect(html).toContain(
      '<script type="application/json" id="app-scripts">["assets/main-a1.js","assets/react-r1.js","assets/submit-s1.js","assets/formik-f1.js"]</script>',
    );
  });

  it('without the render bundle the shell keeps its first paint', async () => {
    const page = await get(plain, '/en/browse');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('ssr-data');
    expect(page.html).toContain('<div id="root"><header');
  });
});
