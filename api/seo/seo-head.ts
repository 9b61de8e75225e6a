// Renders the SEO tags of a page into the PWA shell (index.html): title, description, robots,
// canonical, hreflang alternates, Open Graph, Twitter card and an optional JSON-LD data block
// (a data block is not executed, so the CSP's script-src 'self' still holds). Every injected
// value is escaped.

import { escapeHtml } from '#api/html.ts';
import { type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';

export const OG_LOCALES: Record<Language, string> = {
  en: 'en_US',
  es: 'es_ES',
  it: 'it_IT',
  de: 'de_DE',
  nl: 'nl_NL',
  pt: 'pt_PT',
};

export interface HeadTags {
  lang: Language;
  title: string;
  description: string;
  /** e.g. "noindex"; absent for indexable pages. */
  robots?: string;
  /** Absolute URLs of the page itself and of its versions in every language. */
  canonical?: string;
  alternates?: Record<Language, string>;
  /** The version for visitors whose language is not offered (the English one). */
  xDefault?: string;
  share?: {
    siteName: string;
    type: 'website' | 'profile';
    image: string;
    imageAlt: string;
    imageWidth: number;
    imageHeight: number;
  };
  jsonLd?: Record<string, unknown>;
  /** The page's largest picture (a profile's main photo), so the browser fetches it while the
   * app's JavaScript is still loading instead of after the page has rendered (LCP). */
  preloadImage?: { href: string; srcset?: string; sizes: string };
}

/** JSON safe inside a <script> data block: no "</script>", no HTML comment openers. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`;

export function renderHead(tags: HeadTags): string {
  const lines: string[] = [`<title>${escapeHtml(tags.title)}</title>`, meta('name', 'description', tags.description)];
  if (tags.robots) lines.push(meta('name', 'robots', tags.robots));
  if (tags.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`);
  if (tags.alternates) {
    for (const lang of SUPPORTED_LANGUAGES) {
      lines.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(tags.alternates[lang])}" />`);
    }
  }
  if (tags.xDefault) lines.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(tags.xDefault)}" />`);
  if (tags.share) {
    const { share } = tags;
    lines.push(
      meta('property', 'og:site_name', share.siteName),
      meta('property', 'og:type', share.type),
      meta('property', 'og:title', tags.title),
      meta('property', 'og:description', tags.description),
      ...(tags.canonical ? [meta('property', 'og:url', tags.canonical)] : []),
      meta('property', 'og:locale', OG_LOCALES[tags.lang]),
      ...SUPPORTED_LANGUAGES.filter((lang) => lang !== tags.lang).map((lang) => meta('property', 'og:locale:alternate', OG_LOCALES[lang])),
      meta('property', 'og:image', share.image),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', share.imageWidth),
      meta('property', 'og:image:height', share.imageHeight),
      meta('property', 'og:image:alt', share.imageAlt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', tags.title),
      meta('name', 'twitter:description', tags.description),
      meta('name', 'twitter:image', share.image),
      meta('name', 'twitter:image:alt', share.imageAlt),
    );
  }
  if (tags.preloadImage) {
    const { href, srcset, sizes } = tags.preloadImage;
    const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
    lines.push(`<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high" />`);
  }
  if (tags.jsonLd) lines.push(`<script type="application/ld+json">${jsonForScript(tags.jsonLd)}</script>`);
  return lines.join('\n    ');
}

/**
 * The shell with the page's tags: the shell's own title and description are replaced, the
 * language is set on <html>, and the tags go at the end of <head>.
 */
export function injectHead(shell: string, tags: HeadTags): string {
  const head = renderHead(tags);
  const html = shell
    .replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${tags.lang}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  // a shell without an explicit head: the tags open the document's implied head
  const start = /<head[^>]*>|<html[^>]*>|<!doctype html>/i.exec(html);
  const at = start ? start.index + start[0].length : 0;
  return `${html.slice(0, at)}${head}${html.slice(at)}`;
}
