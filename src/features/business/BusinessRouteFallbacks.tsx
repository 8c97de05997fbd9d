import type { ErrorComponentProps } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';
import { NotFoundScreen } from '../errors/NotFoundScreen.tsx';
import { RouteErrorScreen } from '../errors/RouteErrorScreen.tsx';
import { GeneralLayout } from '../../layouts/general/GeneralLayout.tsx';
import { BusinessFrame } from './BusinessFrame.tsx';

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
  const screen = <RouteErrorScreen error={error} shopName={business.name} onRetry={reset} />;
  return business.business ? (
    <BusinessFrame>{screen}</BusinessFrame>
  ) : (
    <GeneralLayout>{screen}</GeneralLayout>
  );
});
