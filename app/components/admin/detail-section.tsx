// The parts of a back-office detail page (a report, a message, an order): a titled section in a
// white box, a list of labelled values in two columns (one on a phone), and an entry of a history
// (a note, a reply) with its line of who and when above the text.
import { type ReactNode, useId } from 'react';

export function DetailSection({ title, testId, children }: { title: ReactNode; testId?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4" data-testid={testId}>
      <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Labelled values, each a `DetailField`. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">{children}</dl>;
}

export function DetailField({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-stone-800">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/** One entry of a history list (an `<ol>`): who and when, then the text as it was written. */
export function HistoryEntry({ meta, body, testId, kind }: { meta: ReactNode; body: string; testId: string; kind?: string }) {
  return (
    <li className="rounded-lg border border-stone-200 p-3 text-sm" data-testid={testId} data-kind={kind}>
      <p className="text-xs text-stone-600">{meta}</p>
      <p className="mt-1 whitespace-pre-wrap break-words text-stone-900">{body}</p>
    </li>
  );
}
