// Renders the text of the information pages: paragraphs, bullet lists and the small link
// syntax of page-content.ts (`[label](target)`), with internal targets language-prefixed.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { INTERNAL_TARGETS, LINK_PATTERN, parseLinkTarget } from '#app/content/content-links.ts';
import type { ContentBlock } from '#app/content/page-content.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import type { Language } from '#app/i18n/language.ts';

const linkClass = 'font-medium text-rose-700 underline underline-offset-2 hover:text-rose-900 hover:no-underline';

function TextLink({ label, target, lang }: { label: string; target: string; lang: Language }) {
  const parsed = parseLinkTarget(target);
  if (!parsed) return <>{label}</>;
  if (parsed.kind === 'external') {
    return (
      <a href={parsed.href} className={linkClass} rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return (
    <Link to={INTERNAL_TARGETS[parsed.page]} params={{ lang }} hash={parsed.hash} className={linkClass}>
      {label}
    </Link>
  );
}

/** A text with its links rendered. */
export function RichText({ text }: { text: string }) {
  const lang = useCurrentLanguage();
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    parts.push(<TextLink key={index} label={match[1] ?? ''} target={match[2] ?? ''} lang={lang} />);
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** Paragraphs and bullet lists, in order. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        typeof block === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
          <p key={i} className="mt-4 leading-7 text-stone-700 first:mt-0">
            <RichText text={block} />
          </p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
          <ul key={i} className="mt-4 grid list-disc gap-2 pl-6 leading-7 text-stone-700 marker:text-rose-600 first:mt-0">
            {block.map((item) => (
              <li key={item}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
