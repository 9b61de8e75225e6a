// What a page shows before its JavaScript has run: the header bar and the page's opening
// heading, written into #root by the server with the same classes the app renders. On a slow
// phone the visitor reads the page at once instead of a blank screen; React replaces it on its
// first render. Home, browse and the submission form have one, used when the server cannot draw
// them whole (no render bundle, a filtered browse): their largest content is that heading, or the
// form's introduction under it. Other
// pages keep an empty #root (a profile's largest content is her photo, preloaded in the head).

import { escapeHtml } from '#api/html.ts';
import { siteTexts } from './messages.ts';
import type { ResolvedPath } from './seo-pages.ts';

const header = (siteName: string) =>
  `<header class="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur"><div class="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8"><span class="text-lg font-bold tracking-tight text-stone-900">${escapeHtml(siteName)}</span></div></header>`;

export function firstPaintHtml(resolved: ResolvedPath): string {
  const { lang } = resolved;
  const { siteName, firstPaint } = siteTexts(lang);
  const home = firstPaint.home;
  const e = (text: string) => escapeHtml(text);
  if (resolved.page.kind === 'home') {
    return `${header(siteName)}<main class="flex-1"><div class="bg-rose-700 text-white"><p class="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center text-sm">${e(home.submitBanner)}</p></div><section class="relative overflow-hidden bg-gradient-to-br from-rose-50 via-white to-amber-50"><div class="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2 lg:px-8"><div><p class="text-sm font-semibold tracking-wide text-rose-700 uppercase">${e(home.heroEyebrow)}</p><h1 class="mt-3 text-4xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl">${e(home.heroTitle)}</h1><p class="mt-6 max-w-xl text-lg leading-8 text-stone-700">${e(home.heroText)}</p></div></div></section></main>`;
  }
  if (resolved.page.kind === 'browse') {
    return `${header(siteName)}<main class="flex-1"><div class="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8"><h1 class="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">${e(firstPaint.browseTitle)}</h1></div></main>`;
  }
  if (resolved.page.kind === 'info' && resolved.page.path === 'submit-profile') {
    // app/routes/$lang/submit-profile.tsx's header, its link to her submissions included
    const { title, intro, follow } = firstPaint.submission;
    return `${header(siteName)}<main class="flex-1"><div class="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8"><header class="max-w-3xl"><h1 class="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">${e(title)}</h1><p class="mt-3 text-lg text-stone-700">${e(intro)}</p><p class="mt-2 text-sm"><a href="/${lang}/my-submissions" class="font-medium text-rose-800 underline">${e(follow)}</a></p></header></div></main>`;
  }
  return '';
}

/** Puts the first paint into the shell's empty #root (left alone when the shell has none). */
export function injectFirstPaint(html: string, resolved: ResolvedPath): string {
  const markup = firstPaintHtml(resolved);
  return markup ? html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`) : html;
}
