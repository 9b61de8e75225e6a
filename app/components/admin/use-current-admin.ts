// The signed-in admin, for pages under the guarded /admin layout (app/routes/admin/_auth.tsx
// loads it in beforeLoad, before any page renders, and hands it down in the route context).
import { getRouteApi } from '@tanstack/react-router';
import type { CurrentAdmin } from '#contract/admin-auth.schema.ts';

const signedInLayout = getRouteApi('/admin/_auth');

export function useCurrentAdmin(): CurrentAdmin {
  return signedInLayout.useRouteContext({ select: (context) => context.admin });
}
