// The layout the contact and report pages share: title and intro, the form in a card on two
// thirds of the width, a side column beside it (below it on phones), and anything after.
import type { ReactNode } from 'react';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';

interface FormPageProps {
  /** Prefix of the ids that label the form's section ("contact" → "contact-form-title"). */
  id: string;
  title: string;
  intro: string;
  formTitle: string;
  form: ReactNode;
  aside: ReactNode;
  children?: ReactNode;
}

export function FormPage({ id, title, intro, formTitle, form, aside, children }: FormPageProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-stone-700">{intro}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <section
          aria-labelledby={`${id}-form-title`}
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id={`${id}-form-title`} className="mb-5 text-xl font-semibold text-stone-900">
            {formTitle}
          </h2>
          {form}
        </section>
        {aside}
      </div>
      {children}
    </div>
  );
}
