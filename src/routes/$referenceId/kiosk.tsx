import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import type { KioskDining } from '../../domain/device.ts';
import { normaliseSellingType } from '../../domain/selling-type.ts';
import { KioskAttract, type AttractStep } from '../../features/device/KioskAttract.tsx';
import { kioskMenuType } from '../../features/device/kiosk-paths.ts';
import { useStores } from '../../stores/store-context.tsx';

interface KioskSearch {
  /** The back control of the menu opens the attract screen at "eat here or take away?". */
  step?: AttractStep;
}

/** /{referenceId}/kiosk: a kiosk's attract screen, where every customer's session starts. */
export const Route = createFileRoute('/$referenceId/kiosk')({
  validateSearch: (search: Record<string, unknown>): KioskSearch =>
    search.step === 'dining' ? { step: 'dining' } : {},
  beforeLoad: ({ context: { stores }, params }) => {
    if (!stores.device.isKiosk) throw redirect({ href: `/${params.referenceId}`, replace: true });
  },
  loader: ({ context: { stores } }) => {
    // The featured dishes come with the menu, which the next screen needs anyway.
    void stores.menu.ensureLoaded();
    return stores.branchContent.loadBanners();
  },
  component: KioskAttractRoute,
});

function KioskAttractRoute() {
  const { referenceId } = Route.useParams();
  const { step } = Route.useSearch();
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
      key={step ?? 'attract'}
      menuType={normaliseSellingType(type) ?? 'dine_in'}
      initialStep={step}
      onStart={start}
    />
  );
}
