// The shape of the long texts of the information and legal pages. Each page has one module per
// language (app/content/pages/<page>/<lang>.ts) with the same structure in every language; the
// route loads only the current language's module (see load-page-content.ts), so none of this
// prose sits in the locale JSON that every page downloads.

/**
 * A paragraph (a string) or a bullet list (an array of items). Text may link with
 * `[label](target)`: target is an internal page with an optional hash (`safety`, `help#faq`),
 * a `mailto:` address or an `https://` address.
 */
export type ContentBlock = string | readonly string[];

/** One numbered step (e.g. the three verification steps on the About page). */
export interface ContentStep {
  id: string;
  title: string;
  text: string;
}

export interface ContentSection {
  /** Anchor id, identical in every language (used by the table of contents and deep links). */
  id: string;
  heading: string;
  blocks: readonly ContentBlock[];
  steps?: readonly ContentStep[];
  subsections?: readonly ContentSection[];
}

/** An information or legal page: a lead paragraph and its sections. */
export interface PageContent {
  intro: string;
  sections: readonly ContentSection[];
}

export interface FaqEntry {
  /** Anchor id: /help#<id> opens this answer. */
  id: string;
  question: string;
  answer: readonly ContentBlock[];
}

export interface FaqCategory {
  id: string;
  title: string;
  summary: string;
  questions: readonly FaqEntry[];
}

/** The Help Center: its FAQ grouped by the four categories. */
export interface HelpContent {
  intro: string;
  categories: readonly FaqCategory[];
}
