import { observer } from 'mobx-react-lite';
import { GeneralLayout } from '../../layouts/general/GeneralLayout.tsx';
import { useStores } from '../../stores/store-context.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

/** /404, reached by redirect from inside a business (a missing item): its name stays in the title. */
export const NotFoundRouteScreen = observer(function NotFoundRouteScreen() {
  const { business } = useStores();
  return (
    <GeneralLayout>
      <NotFoundScreen
        shopName={business.name}
        homePath={business.referenceId ? `/${business.referenceId}` : '/'}
      />
    </GeneralLayout>
  );
});
