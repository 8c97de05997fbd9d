import { createFileRoute, redirect } from '@tanstack/react-router';
import { LandingScreen } from '../features/landing/LandingScreen.tsx';
import { GeneralLayout } from '../layouts/general/GeneralLayout.tsx';

export const Route = createFileRoute('/')({
  beforeLoad: async ({ context: { stores } }) => {
    const referenceId = await stores.business.referenceIdForDomain(window.location.hostname);
    if (referenceId) throw redirect({ to: '/$referenceId', params: { referenceId }, replace: true });
  },
  component: () => (
    <GeneralLayout>
      <LandingScreen />
    </GeneralLayout>
  ),
});
