// The language segment of every public route: validated (an unknown segment such as
// /xx/ or /admin is Not Found), and the language's messages are loaded before the page renders.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadLanguage } from '#app/i18n/i18n.ts';
import { isLanguage } from '#app/i18n/language.ts';

export const Route = createFileRoute('/$lang')({
  params: {
    parse: ({ lang }) => {
      if (!isLanguage(lang)) throw notFound();
      return { lang };
    },
    stringify: ({ lang }) => ({ lang }),
  },
  beforeLoad: async ({ params }) => {
    await loadLanguage(params.lang);
  },
});
