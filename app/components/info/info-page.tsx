// The one layout of the information and legal pages: a header with the title, the lead text and
// (legal pages) the last-updated date; an optional table of contents; then the sections as h2
// with their paragraphs, lists, numbered steps and h3 subsections. Pages add their own parts
// through `lead` (between header and sections) and `children` (after the sections).

import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentSection, ContentStep } from '#app/content/page-content.ts';
import { formatCalendarDay } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { ContentBlocks, RichText } from './rich-text.tsx';

export interface InfoPageProps {
  title: string;
  intro: string;
  sections: readonly ContentSection[];
  /** Short line above the title. */
  eyebrow?: string;
  /** ISO date of the last change; shown as "Last updated". */
  updated?: string;
  /** Show a table of contents of the sections (legal pages). */
  toc?: boolean;
  lead?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

export function InfoPage({ title, intro, sections, eyebrow, updated, toc = false, lead, children, testId }: InfoPageProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} data-testid={testId}>
      <header className="border-b border-rose-100 bg-gradient-to-br from-rose-50 via-white to-amber-50">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-rose-700 uppercase">{eyebrow}</p> : null}
          <h1 id={titleId} className="mt-2 text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-stone-700">
            <RichText text={intro} />
          </p>
          {updated ? <LastUpdated date={updated} /> : null}
        </div>
      </header>

      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        {lead}
        {sections.length === 0 ? null : toc ? (
          <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
            <TableOfContents sections={sections} />
            <div className="mt-10 lg:mt-0">
              <Sections sections={sections} />
            </div>
          </div>
        ) : (
          <div className="max-w-3xl">
            <Sections sections={sections} />
          </div>
        )}
        {children}
      </div>
    </article>
  );
}

function LastUpdated({ date }: { date: string }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const formatted = formatCalendarDay(date, lang, 'longDay');
  return (
    <p className="mt-6 text-sm text-stone-600" data-testid="last-updated">
      {t('info.lastUpdated')} <time dateTime={date}>{formatted}</time>
    </p>
  );
}

function TableOfContents({ sections }: { sections: readonly ContentSection[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} data-testid="table-of-contents" className="lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-2xl border border-stone-200 bg-stone-50 p-5">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-stone-900 uppercase">
          {t('info.onThisPage')}
        </h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm text-stone-700 marker:text-stone-500">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="rounded hover:text-rose-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

function Sections({ sections }: { sections: readonly ContentSection[] }) {
  if (sections.length === 0) return null;
  return (
    <div className="grid gap-12">
      {sections.map((section) => (
        <Section key={section.id} section={section} level={2} />
      ))}
    </div>
  );
}

function Section({ section, level }: { section: ContentSection; level: 2 | 3 }) {
  const headingId = `${section.id}-title`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <Heading
        id={headingId}
        className={
          level === 2
            ? 'text-2xl font-bold tracking-tight text-balance text-stone-900'
            : 'text-lg font-semibold text-balance text-stone-900'
        }
      >
        {section.heading}
      </Heading>
      <div className={level === 2 ? 'mt-4' : 'mt-2'}>
        <ContentBlocks blocks={section.blocks} />
      </div>
      {section.steps ? <Steps steps={section.steps} /> : null}
      {section.subsections ? (
        <div className="mt-8 grid gap-8">
          {section.subsections.map((sub) => (
            <Section key={sub.id} section={sub} level={3} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

function Steps({ steps }: { steps: readonly ContentStep[] }) {
  return (
    <ol className="mt-8 grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.id} id={step.id} className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-rose-100 font-bold text-rose-800">
            {index + 1}
          </span>
          <h3 className="mt-4 font-semibold text-stone-900">{step.title}</h3>
          <p className="mt-2 text-sm leading-6 text-stone-700">
            <RichText text={step.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}
