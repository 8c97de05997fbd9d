import type { ErrorComponentProps } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';
import { NotFoundScreen } from '../errors/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../errors/RouteErrorScreen.tsx';
import { GeneralLayout } from '../../layouts/general/GeneralLayout.tsx';
import { BusinessFrame } from './BusinessFrame.tsx';
import { MovedAwayError } from './moved-away.ts';
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import { useRouteRetry } from '../errors/use-route-retry.ts';

// Seen only when a business moved to a site this deployment does not follow by itself.
const MovedAwayScreen = lazyWithMessages(() =>
  import('./MovedAwayScreen.tsx').then((module) => ({ default: module.MovedAwayScreen })),
);

/** 404 inside a business: its frame stays, and "back" leads to its home. */
export const BusinessNotFound = observer(function BusinessNotFound() {
  const { business } = useStores();
  const screen = (
    <NotFoundScreen
      shopName={business.name}
      homePath={business.referenceId ? `/${business.referenceId}` : '/'}
    />
  );
  return business.business ? (
    <BusinessFrame>{screen}</BusinessFrame>
  ) : (
    <GeneralLayout>{screen}</GeneralLayout>
  );
});

export const BusinessRouteError = observer(function BusinessRouteError({
  error,
  reset,
}: ErrorComponentProps) {
  const { business } = useStores();
  const retry = useRouteRetry(reset);
  const screen =
    error instanceof MovedAwayError ? (
      <Suspense>
        <MovedAwayScreen url={error.url} host={error.host} />
      </Suspense>
    ) : (
      <RouteErrorScreen error={error} shopName={business.name} onRetry={retry} />
    );
  return business.business ? (
    <BusinessFrame>{screen}</BusinessFrame>
  ) : (
    <GeneralLayout>{screen}</GeneralLayout>
  );
});
