// What every route's beforeLoad and loader receive from the router (createRootRouteWithContext):
// the visitor's session, so guards (the back office, favourites) read it in one way.
import { readSession, type Session } from '#app/components/auth/use-session.ts';

export interface AppRouterContext {
  /** The current session; a guest until accounts land. */
  session: () => Session;
}

export function createRouterContext(): AppRouterContext {
  return { session: readSession };
}
