// The kit's sections (see form-fields.tsx): a titled part of a long form, its heading naming it for
// screen readers. The storefront divides its sections with a rule; the back office sets each on a
// card. FieldGrid sets short fields two by two on wider screens.
import type { ReactNode } from 'react';

export function FormSection({
  headingId,
  title,
  card,
  children,
}: {
  headingId: string;
  title: string;
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={
        card
          ? 'grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6'
          : 'grid gap-5 border-t border-stone-200 pt-6 first:border-t-0 first:pt-0'
      }
    >
      <h2 id={headingId} className={`${card ? 'text-lg' : 'text-xl'} font-semibold text-stone-900`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 sm:grid-cols-2">{children}</div>;
}

/** A field of a FieldGrid that takes its whole width. */
export function FullWidth({ children }: { children: ReactNode }) {
  return <div className="sm:col-span-2">{children}</div>;
}
