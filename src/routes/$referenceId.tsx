import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { isHttpUrl } from '../app/trailing-slash.ts';
import { BusinessFrame } from '../features/business/BusinessFrame.tsx';
import { BusinessNotFound, BusinessRouteError } from '../features/business/BusinessRouteFallbacks.tsx';
import { MessageError } from '../stores/message-error.ts';

/** Every route of a business first runs the business-data check (spec §2 "fetch business"). */
export const Route = createFileRoute('/$referenceId')({
  beforeLoad: async ({ context: { stores, i18n }, params }) => {
    const result = await stores.business.load(params.referenceId, i18n._(msg`Something Went Wrong`));
    if (result.kind === 'redirect') {
      if (!isHttpUrl(result.url))
        throw new MessageError(i18n._(msg`This business has moved, but its new address is not valid.`));
      throw redirect({ href: result.url, reloadDocument: true });
    }
    await stores.preferences.adoptBusinessLocales(stores.business.locales);
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
