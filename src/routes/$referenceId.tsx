import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { readConfig } from '../app/config.ts';
import { onlyFirstLoadRoutes } from '../app/first-load-routes.ts';
import { deviceGuard } from '../app/guards.ts';
import { MovedAwayError } from '../features/business/moved-away.ts';
import { BusinessFrame } from '../features/business/BusinessFrame.tsx';
import { BusinessNotFound, BusinessRouteError } from '../features/business/BusinessRouteFallbacks.tsx';
import { SOMETHING_WENT_WRONG } from '../ui/failed-call-text.ts';

/** Every route of a business first runs the business-data check (spec §2 "fetch business"). */
export const Route = createFileRoute('/$referenceId')({
  beforeLoad: async ({ context, params, location, matches }) => {
    const { stores, i18n } = context;
    const [result] = await Promise.all([
      stores.business.load(params.referenceId, i18n._(SOMETHING_WENT_WRONG)),
      context.allMessages,
    ]);
    if (result.kind === 'redirect') {
      // A business that moved is rare: the rule for outside addresses loads only then.
      const { businessRedirectNavigation } = await import('../app/outside-navigation.ts');
      const moved = businessRedirectNavigation(result.url, readConfig());
      if (moved.kind === 'app') throw redirect({ href: moved.path, reloadDocument: true });
      if (moved.kind === 'external') throw redirect({ href: moved.url, reloadDocument: true });
      if (moved.kind === 'ask') throw new MovedAwayError(moved.url, moved.host);
      throw new MovedAwayError();
    }
    await stores.preferences.adoptBusinessLocales(stores.business.locales, {
      firstPaint: onlyFirstLoadRoutes(matches),
    });
    await deviceGuard(context, params.referenceId, location.pathname);
  },
  component: BusinessRoute,
  notFoundComponent: BusinessNotFound,
  errorComponent: BusinessRouteError,
});

function BusinessRoute() {
  return (
    <BusinessFrame>
      <Outlet />
    </BusinessFrame>
  );
}
