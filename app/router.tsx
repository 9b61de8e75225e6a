// The app's router, built from the generated file-based route tree, with its typed context.
import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '#app/components/layout/not-found-page.tsx';
import { createRouterContext } from './router-context.ts';
import { routeTree } from './routeTree.gen.ts';

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: createRouterContext(),
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
