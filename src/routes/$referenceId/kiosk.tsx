import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import type { KioskDining } from '../../domain/device.ts';
import { KioskAttract } from '../../features/device/KioskAttract.tsx';
import { useStores } from '../../stores/store-context.tsx';

/** /{referenceId}/kiosk: a kiosk's attract screen, where every customer's session starts. */
export const Route = createFileRoute('/$referenceId/kiosk')({
  beforeLoad: ({ context: { stores }, params }) => {
    if (!stores.device.isKiosk) throw redirect({ href: `/${params.referenceId}`, replace: true });
  },
  loader: ({ context: { stores } }) => stores.branchContent.loadBanners(),
  component: KioskAttractRoute,
});

function KioskAttractRoute() {
  const { referenceId } = Route.useParams();
  const { device, business } = useStores();
  const navigate = useNavigate();
  const start = (dining: KioskDining) => {
    device.chooseDining(dining);
    // Take away is a dine-in order flagged take_away: the menu is the dine-in one.
    const types = business.sellingTypes;
    const type = types.includes('dine_in') ? 'dine_in' : types[0];
    if (type) void navigate({ to: '/$referenceId/$type', params: { referenceId, type } });
  };
  return <KioskAttract onStart={start} />;
}
