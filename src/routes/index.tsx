import { createFileRoute, redirect } from '@tanstack/react-router';
import { LandingScreen } from '../features/landing/LandingScreen.tsx';
import { GeneralLayout } from '../layouts/general/GeneralLayout.tsx';

export const Route = createFileRoute('/')({
  beforeLoad: async ({ context: { stores } }) => {
    // A kiosk or table tablet started at the root (an installed app's start URL) opens its business.
    await stores.device.hydrated;
    const bound = stores.device.isManagedDevice ? stores.device.referenceId : null;
    if (bound) throw redirect({ to: '/$referenceId', params: { referenceId: bound }, replace: true });
    const referenceId = await stores.business.referenceIdForDomain(window.location.hostname);
    if (referenceId) throw redirect({ to: '/$referenceId', params: { referenceId }, replace: true });
  },
  component: () => (
    <GeneralLayout>
      <LandingScreen />
    </GeneralLayout>
  ),
});
