import { createFileRoute, notFound } from '@tanstack/react-router';
import { ReservationScreen } from '../../../features/reservation/ReservationScreen.tsx';
import type { ReserveType } from '../../../domain/reservation-offer.ts';

const RESERVE_TYPES: readonly string[] = ['table', 'service'] satisfies ReserveType[];

/** /{referenceId}/reservation/{reserveType}: the reservation form (an unknown type is a 404). */
export const Route = createFileRoute('/$referenceId/reservation/$reserveType')({
  beforeLoad: ({ context: { stores }, params }) => {
    const type = params.reserveType;
    if (!RESERVE_TYPES.includes(type)) throw notFound();
    // Off: the layout shows "not offered"; on, a type the business does not offer is unknown here.
    if (stores.reservations.enabled && !stores.reservations.offeredTypes.includes(type as ReserveType))
      throw notFound();
    return { reserveType: type as ReserveType };
  },
  loader: async ({ context: { stores } }) => {
    if (!stores.reservations.enabled) return;
    await stores.hydrated;
    const wallet = await stores.loadWallet();
    if (stores.auth.isAuthenticated) void wallet.fetch();
    await Promise.all([
      stores.fetchShifts(),
      stores.reservations.takesOrder ? stores.menu.ensureLoaded().catch(() => undefined) : null,
    ]);
  },
  component: ReserveRoute,
});

function ReserveRoute() {
  const { reserveType } = Route.useRouteContext();
  return <ReservationScreen reserveType={reserveType} />;
}
