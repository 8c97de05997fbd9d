import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import type { KioskDining } from '../../domain/device.ts';
import { normaliseSellingType } from '../../domain/selling-type.ts';
import { KioskAttract } from '../../features/device/KioskAttract.tsx';
import { kioskMenuType } from '../../features/device/kiosk-menu-type.ts';
import { useStores } from '../../stores/store-context.tsx';

/** /{referenceId}/kiosk: a kiosk's attract screen, where every customer's session starts. */
export const Route = createFileRoute('/$referenceId/kiosk')({
  beforeLoad: ({ context: { stores }, params }) => {
    if (!stores.device.isKiosk) throw redirect({ href: `/${params.referenceId}`, replace: true });
  },
  loader: ({ context: { stores } }) => {
    // The featured dishes come with the menu, which the next screen needs anyway.
    void stores.menu.ensureLoaded();
    return stores.loadBranchContent().then((content) => content.loadBanners());
  },
  component: observer(KioskAttractRoute),
});

function KioskAttractRoute() {
  const { referenceId } = Route.useParams();
  const { device, business } = useStores();
  const navigate = useNavigate();
  // Take away is a dine-in order flagged take_away: the menu is the dine-in one.
  const type = kioskMenuType(business.sellingTypes);
  const start = (dining: KioskDining) => {
    device.chooseDining(dining);
    if (type) void navigate({ to: '/$referenceId/$type', params: { referenceId, type } });
  };
  return (
    <KioskAttract
      menuType={normaliseSellingType(type) ?? 'dine_in'}
      // Back from the menu (a choice made): "eat here or take away?" again, to change it.
      initialStep={device.dining ? 'dining' : 'attract'}
      onStart={start}
    />
  );
}
