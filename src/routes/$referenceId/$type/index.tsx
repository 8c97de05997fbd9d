import { createFileRoute } from '@tanstack/react-router';
import { startFirstPictures } from '../../../features/menu/first-pictures.ts';
import { MenuScreen } from '../../../features/menu/MenuScreen.tsx';

/** /{referenceId}/{type}: the menu of a selling type (the parent route checked the type). */
export const Route = createFileRoute('/$referenceId/$type/')({
  loader: async ({ context: { stores, sellingType } }) => {
    // The opening hours (their store's code and their call) only colour the open state and may take
    // the Add buttons away: the menu must not wait for them.
    void stores.fetchShifts();
    await stores.menu.ensureLoaded();
    startFirstPictures(stores, sellingType);
  },
  component: MenuRoute,
});

function MenuRoute() {
  const { sellingType } = Route.useRouteContext();
  return <MenuScreen sellingType={sellingType} />;
}
