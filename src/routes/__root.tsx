import { createRootRouteWithContext, Outlet, type ErrorComponentProps } from '@tanstack/react-router';
import { onlyFirstLoadRoutes } from '../app/first-load-routes.ts';
import type { RouterContext } from '../app/router-context.ts';
import { whenAllMessagesLoaded } from '../i18n/catalogs.ts';
import { NotFoundScreen } from '../features/errors/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../features/errors/RouteErrorScreen.tsx';
import { useRouteRetry } from '../features/errors/use-route-retry.ts';
import { UpdateOffer } from '../features/app-update/UpdateOffer.tsx';
import { GeneralLayout } from '../layouts/general/GeneralLayout.tsx';
import { PageSpinner } from '../ui/PageSpinner.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Lazily loaded screens speak words the first load's catalog leaves out: they wait for the rest
  // of the language's messages (fetched since the start, so mostly already there). Under a business
  // its route waits for them beside the business call, so neither waits for the other. A failed
  // fetch shows the error screen, whose "Try again" fetches it again.
  beforeLoad: async ({ matches }): Promise<{ allMessages: Promise<void> | null }> => {
    if (onlyFirstLoadRoutes(matches)) return { allMessages: null };
    const allMessages = whenAllMessagesLoaded();
    if (matches.some((match) => match.routeId === '/$referenceId')) {
      allMessages.catch(() => undefined); // awaited (and reported) by the business route
      return { allMessages };
    }
    await allMessages;
    return { allMessages: null };
  },
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
  const retry = useRouteRetry(reset);
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
      <UpdateOffer />
    </>
  );
}
