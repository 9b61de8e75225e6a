import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '#api/html.ts';
import { interpolate } from '#api/i18n/messages.ts';
import { displayName } from './seo.service.ts';
import { injectHead, jsonForScript, renderHead } from './seo-head.ts';
import { siteOrigin } from './site-origin.ts';

const tags = { lang: 'es' as const, title: 'A <b> & "c"', description: "it's <x>" };

describe('renderHead', () => {
  it('escapes every value it writes', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&#60;&#62;&#38;&#34;&#39;');
    const head = renderHead({ ...tags, canonical: 'https://x.example/es/"><script>', robots: 'noindex' });
    expect(head).toContain('<title>A &#60;b&#62; &#38; &#34;c&#34;</title>');
    expect(head).toContain('<meta name="description" content="it&#39;s &#60;x&#62;" />');
    expect(head).toContain('<link rel="canonical" href="https://x.example/es/&#34;&#62;&#60;script&#62;" />');
    expect(head).not.toContain('<script>');
  });

  it('writes JSON-LD that cannot close its script element', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>', amp: 'a&b', line: '\u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', amp: 'a&b', line: '\u2028' });
    expect(renderHead({ ...tags, jsonLd: { a: '</script>' } })).toContain(
      '<script type="application/ld+json">{"a":"\\u003c/script\\u003e"}</script>',
    );
  });
});

describe('injectHead', () => {
  it("replaces the shell's title and description, sets the language and keeps the rest", () => {
    const shell = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="old"
    />
    <title>Old</title>
    <script type="module" src="/assets/a.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
    const html = injectHead(shell, tags);
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).not.toContain('Old');
    expect(html).not.toContain('content="old"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" src="/assets/a.js"></script>');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('puts the tags into a shell without an explicit head', () => {
    const html = injectHead('<!doctype html><title>x</title><div id="root"></div>', tags);
    expect(html.startsWith('<!doctype html><title>A &#60;b&#62;')).toBe(true);
    expect(html).toContain('<div id="root"></div>');
  });

  it('is not fooled by $ patterns in the values', () => {
    const html = injectHead('<html lang="en"><head></head></html>', { ...tags, title: "$' $& $1" });
    expect(html).toContain('<title>$&#39; $&#38; $1</title>');
  });
});

describe('texts', () => {
  it('fills placeholders once, leaving unknown ones', () => {
    expect(interpolate('{{name}}, {{age}} – {{other}}', { name: '{{age}}', age: 24 })).toBe('{{age}}, 24 – {{other}}');
  });

  it('shows the last name as its initial', () => {
    expect(displayName({ firstName: 'María', lastName: 'rodríguez' })).toBe('María R.');
    expect(displayName({ firstName: ' Ana ', lastName: null })).toBe('Ana');
    expect(displayName({ firstName: 'Ana', lastName: '  ' })).toBe('Ana');
  });
});

describe('siteOrigin', () => {
  const req = (host: string | undefined, protocol = 'http') => ({ protocol, get: () => host }) as unknown as Request;

  it('prefers PUBLIC_URL', () => {
    expect(siteOrigin({ PUBLIC_URL: 'https://contacto.example/base/' }, req('evil.example'))).toBe('https://contacto.example');
  });

  it('else uses the request host when it looks like one', () => {
    expect(siteOrigin({}, req('Shop.Example:8080', 'https'))).toBe('https://shop.example:8080');
    expect(siteOrigin({}, req('[::1]:3000'))).toBe('http://[::1]:3000');
    expect(siteOrigin({}, req('a"><script>'))).toBe('http://localhost');
    expect(siteOrigin({}, req(undefined))).toBe('http://localhost');
  });
});
