// The Help Center's FAQ: one group per category (h3), each question a Headless UI disclosure
// whose button sits in an h4 (the WAI-ARIA accordion pattern: Enter or Space toggles it, the
// button reports aria-expanded). /help#<question-id> opens that answer on arrival: after the
// hydration, since the server never sees the hash (that one item is mounted again, open).
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useRouterState } from '@tanstack/react-router';
import type { FaqCategory, FaqEntry } from '#app/content/page-content.ts';
import { useHydrated } from '#app/ssr/use-hydrated.ts';
import { ChevronIcon } from './info-icons.tsx';
import { ContentBlocks } from './rich-text.tsx';

export function FaqList({ categories }: { categories: readonly FaqCategory[] }) {
  const hash = useRouterState({ select: (state) => state.location.hash });
  const opened = useHydrated() ? hash : '';
  return (
    <div className="grid gap-10">
      {categories.map((category) => (
        <section key={category.id} id={category.id} aria-labelledby={`${category.id}-title`} className="scroll-mt-24">
          <h3 id={`${category.id}-title`} className="text-xl font-semibold text-stone-900">
            {category.title}
          </h3>
          <div className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {category.questions.map((entry) =>
              opened === entry.id ? (
                <FaqItem key={`${entry.id}#open`} entry={entry} defaultOpen />
              ) : (
                <FaqItem key={entry.id} entry={entry} defaultOpen={false} />
              ),
            )}
          </div>
        </section>
      ))}
    </div>
  );
}

function FaqItem({ entry, defaultOpen }: { entry: FaqEntry; defaultOpen: boolean }) {
  return (
    <Disclosure as="div" id={entry.id} defaultOpen={defaultOpen} className="scroll-mt-24" data-testid="faq-item">
      <h4>
        <DisclosureButton className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-medium text-stone-900 hover:bg-stone-50">
          <span>{entry.question}</span>
          <ChevronIcon className="size-5 shrink-0 text-stone-500 transition-transform group-data-open:rotate-180 motion-reduce:transition-none" />
        </DisclosureButton>
      </h4>
      <DisclosurePanel className="px-5 pb-5 text-[0.95rem]">
        <ContentBlocks blocks={entry.answer} />
      </DisclosurePanel>
    </Disclosure>
  );
}
