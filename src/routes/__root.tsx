import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context.ts';
import { withoutTrailingSlash } from '../app/trailing-slash.ts';
import { NotFoundScreen } from '../features/errors/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../features/errors/RouteErrorScreen.tsx';
import { UpdateBanner } from '../features/app-update/UpdateBanner.tsx';
import { GeneralLayout } from '../layouts/general/GeneralLayout.tsx';
import { PageSpinner } from '../ui/PageSpinner.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const canonical = withoutTrailingSlash(location.pathname);
    if (canonical !== null) {
      throw redirect({ href: canonical + location.searchStr + (location.hash ? `#${location.hash}` : ''), replace: true });
    }
  },
  component: RootComponent,
  pendingComponent: PageSpinner,
  notFoundComponent: () => (
    <GeneralLayout>
      <NotFoundScreen />
    </GeneralLayout>
  ),
  errorComponent: ({ error, reset }) => (
    <GeneralLayout>
      <RouteErrorScreen error={error} onRetry={reset} />
    </GeneralLayout>
  ),
});

function RootComponent() {
  return (
    <>
      <Outlet />
      <UpdateBanner />
    </>
  );
}
