// "What happens next" beside a form (the report and takedown pages): numbered steps in a card.
export function NextSteps({ id, title, steps }: { id: string; title: string; steps: string[] }) {
  return (
    <section aria-labelledby={`${id}-next-title`} className="rounded-2xl border border-stone-200 bg-stone-50 p-6">
      <h2 id={`${id}-next-title`} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <ol className="mt-4 grid gap-3 text-sm text-stone-700" data-testid={`${id}-next-steps`}>
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-rose-100 text-xs font-bold text-rose-800"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
