import {
  createRootRouteWithContext,
  Outlet,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { onlyFirstLoadRoutes } from '../app/first-load-routes.ts';
import type { RouterContext } from '../app/router-context.ts';
import { whenAllMessagesLoaded } from '../i18n/catalogs.ts';
import { NotFoundScreen } from '../features/errors/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../features/errors/RouteErrorScreen.tsx';
import { UpdateBanner } from '../features/app-update/UpdateBanner.tsx';
import { GeneralLayout } from '../layouts/general/GeneralLayout.tsx';
import { PageSpinner } from '../ui/PageSpinner.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Lazily loaded screens speak words the first load's catalog leaves out: they wait for the rest
  // of the language's messages (fetched since the start, so mostly already there). A failed fetch
  // shows the error screen, whose "Try again" fetches it again.
  beforeLoad: ({ matches }) => (onlyFirstLoadRoutes(matches) ? undefined : whenAllMessagesLoaded()),
  component: RootComponent,
  pendingComponent: PageSpinner,
  notFoundComponent: () => (
    <GeneralLayout>
      <NotFoundScreen />
    </GeneralLayout>
  ),
  errorComponent: RootError,
});

/** "Try again" runs the failed navigation's checks again (the messages fetch among them). */
function RootError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <GeneralLayout>
      <RouteErrorScreen error={error} onRetry={retry} />
    </GeneralLayout>
  );
}

function RootComponent() {
  return (
    <>
      <Outlet />
      <UpdateBanner />
    </>
  );
}
