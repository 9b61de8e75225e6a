// The screens that are a heading, a few lines and some buttons: Page Not Found, coming soon,
// Profile Not Found, the payment result's states, an empty cart, a page that failed to load.
// One component so they look, read (a labelled section, one h1) and grow alike.
import { type ReactNode, type Ref, useId } from 'react';

export interface StatusPanelProps {
  title: ReactNode;
  /** Lines under the heading (paragraphs, notes). */
  children?: ReactNode;
  /** Links and buttons, centred in a row that wraps. */
  actions?: ReactNode;
  /** A decorative picture above the heading (hidden from assistive technology). */
  icon?: ReactNode;
  /** `alert` for a failure the visitor should hear at once; `status` for work in progress. */
  role?: 'alert' | 'status';
  testId?: string;
  /** For pages that move focus to their heading (it then takes tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
  headingId?: string;
}

export function StatusPanel({ title, children, actions, icon, role, testId, headingRef, headingId }: StatusPanelProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <section
      aria-labelledby={id}
      role={role}
      data-testid={testId}
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
    >
      {icon ? (
        <span aria-hidden="true" className="mb-4 flex items-center justify-center">
          {icon}
        </span>
      ) : null}
      <h1 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-3xl font-bold text-stone-900 outline-none">
        {title}
      </h1>
      {children}
      {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </section>
  );
}

/** The usual line under a status panel's heading. */
export function StatusText({ children }: { children: ReactNode }) {
  return <p className="mt-3 text-stone-700">{children}</p>;
}
