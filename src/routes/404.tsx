import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../features/errors/NotFoundScreen.tsx';
import { GeneralLayout } from '../layouts/general/GeneralLayout.tsx';

export const Route = createFileRoute('/404')({
  component: () => (
    <GeneralLayout>
      <NotFoundScreen />
    </GeneralLayout>
  ),
});
