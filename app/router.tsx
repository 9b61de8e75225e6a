// The app's router, built from the generated file-based route tree, with its typed context.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from '#app/components/layout/not-found-page.tsx';
import { createRouterContext } from './router-context.ts';
import { routeTree } from './routeTree.gen.ts';

/** The server render (app/entry-server.tsx) gives its memory history and no scroll restoration
 * (its inline script would break the CSP); the browser's router uses the address bar. */
export function createAppRouter(options: { history?: RouterHistory; scrollRestoration?: boolean } = {}) {
  return createRouter({
    routeTree,
    context: createRouterContext(),
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    ...options,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
