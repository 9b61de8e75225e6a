// The app, imported by the boot (app/boot.ts): settles the language first
// (an unprefixed address is rewritten to its language-prefixed form and reloaded), loads that
// language's messages, renders the router — or hydrates it when the server drew the page
// (decision 037: its data is embedded, and pages use it until the replica answers; the service
// worker's shell has none and is rendered) — then, once the page has loaded, starts the
// background work (the service worker, the catalogue sync: app/pwa/background.ts, unless the
// boot already did) and the outbox push loop. The current-user query starts at once, beside the
// messages, and never holds up the first render.
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { takeEmailVerified } from '#app/components/auth/email-verified.ts';
import { startSession } from '#app/components/auth/use-session.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { takeFirstTouches } from '#app/first-touch.ts';
import { currentLanguage, i18n, initI18n, loadMessages } from '#app/i18n/i18n.ts';
import { detectLanguage, LANGUAGES, languageFromPath, unprefixedRedirect } from '#app/i18n/language.ts';
import { readBrowserLanguages, readStoredLanguage, takeLanguageChanged } from '#app/i18n/language-preferences.ts';
import { needsFormMessages } from '#app/i18n/message-parts.ts';
import { unprefixedProfileRedirect } from '#app/i18n/unprefixed-profile.ts';
import { afterLoad } from '#app/pwa/after-load.ts';
import { startBackground } from '#app/pwa/background.ts';
import { loadChunk } from '#app/pwa/load-chunk.ts';
import { readEmbeddedSsrData, setSsrData } from '#app/ssr/ssr-data.ts';
import { createAppRouter } from './router.tsx';

async function start(): Promise<void> {
  const { pathname, search, hash } = window.location;
  // A prefixed address is shown in its own language (links stay shareable); anything else
  // starts in the detected language.
  const lang =
    languageFromPath(pathname) ??
    detectLanguage({
      stored: readStoredLanguage(),
      pathname,
      browserLanguages: readBrowserLanguages(),
    });

  const target = unprefixedRedirect(lang, pathname, search, hash) ?? unprefixedProfileRedirect(lang, pathname, search, hash);
  if (target) {
    window.location.replace(target);
    return;
  }

  void startSession();
  const emailVerified = takeEmailVerified();

  // The page's route chunks download while the messages load, instead of after them.
  const router = createAppRouter();
  const [routes] = router.getMatchedRoutes(pathname);
  const chunks = routes.map((route) => router.loadRouteChunk(route)?.catch(() => undefined));
  await Promise.all([initI18n(lang, { forms: needsFormMessages(pathname) }), ...chunks]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const drawn = readEmbeddedSsrData();
  // The first render must match the server's: the same data. Its routes are settled first (their
  // beforeLoad and loader done), on a drawn page as they were on the server, and on any other so
  // that the router does not settle them in its first layout effect: synchronously, outside the
  // transition below, the whole page in one long task. The back office renders its frame at once:
  // its routes wait for the session check.
  if (drawn) setSsrData(drawn);
  if (drawn || !pathname.startsWith('/admin')) await router.load();
  // From here React answers every event on the page; what she did on a drawn page before is done
  // once it has hydrated (app/first-touch.ts). A first paint is replaced whole: nothing to keep.
  takeFirstTouches(container, { drawn: drawn !== null });
  // A transition lets React hydrate or render the first page in short slices, not one long task.
  if (drawn) {
    // Marks the router as hydrating a server render (as TanStack Router's own client entry
    // does), so it builds the same tree of matches the server did.
    router.ssr = { manifest: undefined };
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }

  const changedTo = takeLanguageChanged();
  if (changedTo) {
    toast({
      title: i18n.t('language.changed'),
      description: i18n.t('language.changedDescription', { language: LANGUAGES[changedTo].nativeName }),
      variant: 'success',
    });
  }

  if (emailVerified !== null) {
    const texts = emailVerified ? 'success' : 'failed';
    toast({
      title: i18n.t(`account.emailVerified.${texts}Title`),
      description: i18n.t(`account.emailVerified.${texts}Text`),
      variant: emailVerified ? 'success' : 'destructive',
    });
  }

  // The service worker and the catalogue replica, after the first render so they never compete
  // with it (already started by the boot on a server-drawn page).
  const loaded = afterLoad();
  startBackground(loaded);
  // The forms' texts, for the pages a visitor goes on to (a page without forms started without them).
  loaded.then(() => loadMessages(currentLanguage())).catch(() => undefined);
  // Changes made on this device (favourites) reach the server whenever it can be reached; once
  // they are all sent, the account's favourites are pulled back (the server is the truth).
  loaded
    .then(() =>
      loadChunk(() => Promise.all([import('#app/local/outbox-sync.ts'), import('#app/components/favorites/use-favorites-pull.ts')])),
    )
    .then(
      ([{ onOutboxPushed, startOutboxSync }, { pullSignedInFavorites }]) => {
        // Only after a run that sent something: the loop also runs empty (at start, every minute,
        // on becoming visible), and the page open and the sign-in already pull.
        onOutboxPushed(({ userId, report }) => {
          if (report.sent + report.rejected > 0) void pullSignedInFavorites(userId);
        });
        startOutboxSync();
      },
      () => undefined,
    );
  // Profile submissions queued on this device are sent whenever the server can be reached (the
  // sync itself loads once the device holds one).
  loaded
    .then(() => loadChunk(() => import('#app/local/submission-sync-start.ts')))
    .then(
      ({ startSubmissionSyncWhenNeeded }) => startSubmissionSyncWhenNeeded(),
      () => undefined,
    );
}

start().catch((error: unknown) => {
  // Nothing rendered: leave a trace for the console and the error reporting to come.
  console.error('Contacto failed to start', error);
});
