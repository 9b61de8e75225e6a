// The texts the server writes into a page before its JavaScript runs: the SEO titles and
// descriptions (the 'seo' locale area, read only by the server) and the few app texts of the first
// paint. They come from the app's locale files (api/i18n/locale-files.ts) and are checked with a
// schema here, so a missing text fails loudly instead of printing "undefined" into a page.
import { z } from 'zod';
import { readMessages } from '#api/i18n/locale-files.ts';
import type { Language } from '#contract/languages.ts';
import { INFO_PAGES, PRIVATE_PAGES } from './seo-pages.ts';

const PageTextSchema = z.object({ title: z.string(), description: z.string() });

const PAGE_KEYS = [...Object.values(INFO_PAGES), ...Object.values(PRIVATE_PAGES), 'admin'] as const;

const SeoMessagesSchema = z.object({
  home: PageTextSchema,
  browse: z.object({ ...PageTextSchema.shape, searchTitle: z.string(), searchDescription: z.string() }),
  profile: z.object({
    title: z.string(),
    description: z.string(),
    imageAlt: z.string(),
    notFoundTitle: z.string(),
    notFoundDescription: z.string(),
  }),
  pages: z.record(z.enum(PAGE_KEYS), PageTextSchema),
  notFound: PageTextSchema,
  imageAlt: z.string(),
});
export type SeoMessages = z.infer<typeof SeoMessagesSchema>;

const SiteTextsSchema = z.object({
  meta: z.object({ siteName: z.string() }),
  seo: SeoMessagesSchema,
  home: z.object({ submitBanner: z.string(), heroEyebrow: z.string(), heroTitle: z.string(), heroText: z.string() }),
  pages: z.object({ browse: z.string(), submitProfile: z.string() }),
  submission: z.object({ intro: z.string() }),
  mySubmissions: z.object({ follow: z.string() }),
});
type SiteMessages = z.infer<typeof SiteTextsSchema>;

export interface SiteTexts {
  siteName: string;
  seo: SeoMessages;
  /** The texts of the first paint (api/seo/first-paint.ts). */
  firstPaint: { home: SiteMessages['home']; browseTitle: string; submission: { title: string; intro: string; follow: string } };
}

const cache = new Map<Language, SiteTexts>();

export function siteTexts(lang: Language): SiteTexts {
  let texts = cache.get(lang);
  if (!texts) {
    const messages = SiteTextsSchema.parse(readMessages(lang));
    texts = {
      siteName: messages.meta.siteName,
      seo: messages.seo,
      firstPaint: {
        home: messages.home,
        browseTitle: messages.pages.browse,
        submission: { title: messages.pages.submitProfile, intro: messages.submission.intro, follow: messages.mySubmissions.follow },
      },
    };
    cache.set(lang, texts);
  }
  return texts;
}
