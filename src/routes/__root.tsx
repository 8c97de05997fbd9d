import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context.ts';
import { NotFoundScreen } from '../features/errors/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../features/errors/RouteErrorScreen.tsx';
import { UpdateBanner } from '../features/app-update/UpdateBanner.tsx';
import { GeneralLayout } from '../layouts/general/GeneralLayout.tsx';
import { PageSpinner } from '../ui/PageSpinner.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
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
