import { createFileRoute, redirect } from '@tanstack/react-router';

/** /{referenceId}/reservation: the first thing the business lets a customer reserve. */
export const Route = createFileRoute('/$referenceId/reservation/')({
  beforeLoad: ({ context: { stores }, params }) => {
    const first = stores.reservations.offeredTypes[0];
    // Off: the layout says reservations are not offered.
    if (!first) return;
    throw redirect({
      to: '/$referenceId/reservation/$reserveType',
      params: { referenceId: params.referenceId, reserveType: first },
      replace: true,
    });
  },
  component: () => null,
});
