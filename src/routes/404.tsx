import { createFileRoute } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { NotFoundScreen } from '../features/errors/NotFoundScreen.tsx';
import { GeneralLayout } from '../layouts/general/GeneralLayout.tsx';
import { useStores } from '../stores/store-context.tsx';

export const Route = createFileRoute('/404')({
  component: observer(function NotFoundRoute() {
    // Reached by redirect from inside a business (a missing item): its name stays in the title.
    const { business } = useStores();
    return (
      <GeneralLayout>
        <NotFoundScreen shopName={business.name} homePath={business.referenceId ? `/${business.referenceId}` : '/'} />
      </GeneralLayout>
    );
  }),
});
