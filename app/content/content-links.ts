// The link syntax of the information pages' texts (`[label](target)`): which targets exist and
// how a target is read. Shared by the renderer (components/info/rich-text.tsx) and the content
// test, which checks that every link of every language points somewhere real.

/** The storefront pages a text may link to, by the name used in `[label](name)`. */
export const INTERNAL_TARGETS = {
  home: '/$lang',
  browse: '/$lang/browse',
  'submit-profile': '/$lang/submit-profile',
  about: '/$lang/about',
  contact: '/$lang/contact',
  help: '/$lang/help',
  safety: '/$lang/safety',
  report: '/$lang/report',
  privacy: '/$lang/privacy',
  terms: '/$lang/terms',
  cookies: '/$lang/cookies',
  disclaimer: '/$lang/disclaimer',
} as const;

export type InternalTarget = keyof typeof INTERNAL_TARGETS;

export type ParsedTarget = { kind: 'internal'; page: InternalTarget; hash: string | undefined } | { kind: 'external'; href: string };

export const LINK_PATTERN = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Reads a link target; null when the target is not one a text may use. */
export function parseLinkTarget(target: string): ParsedTarget | null {
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(target) || /^https:\/\/\S+$/.test(target)) {
    return { kind: 'external', href: target };
  }
  const [page = '', hash] = target.split('#');
  if (Object.hasOwn(INTERNAL_TARGETS, page)) return { kind: 'internal', page: page as InternalTarget, hash: hash || undefined };
  return null;
}

/** Every `[label](target)` link of a text. */
export function linksOf(text: string): Array<{ label: string; target: string }> {
  return [...text.matchAll(LINK_PATTERN)].map((match) => ({ label: match[1] ?? '', target: match[2] ?? '' }));
}
