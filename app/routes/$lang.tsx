// The language segment of every public route: validated with zod (an unknown segment such as
// /xx/ or /admin is Not Found), and the language's messages are loaded before the page renders.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { loadLanguage } from '#app/i18n/i18n.ts';
import { SUPPORTED_LANGUAGES } from '#app/i18n/language.ts';

const LangParamsSchema = z.object({ lang: z.enum(SUPPORTED_LANGUAGES) });

export const Route = createFileRoute('/$lang')({
  params: {
    parse: (raw) => {
      const result = LangParamsSchema.safeParse(raw);
      if (!result.success) throw notFound();
      return result.data;
    },
    stringify: ({ lang }) => ({ lang }),
  },
  beforeLoad: async ({ params }) => {
    await loadLanguage(params.lang);
  },
});
