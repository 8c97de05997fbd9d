import { Button, Group, Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';
import { AddToCalendarButton } from './AddToCalendarButton.tsx';
import { ReservationSummary } from './ReservationSummary.tsx';
import { useReservationRefresh } from './use-reservation-refresh.ts';
import classes from './ReservationScreen.module.css';

/** One reservation of the history: status, what was booked and its pre-order. */
export const ReservationDetailScreen = observer(function ReservationDetailScreen({
  reservationId,
}: {
  reservationId: number;
}) {
  const { reservations, business } = useStores();
  const reservation = reservations.reservation?.id === reservationId ? reservations.reservation : null;
  useReservationRefresh(reservationId, reservation?.status);
  if (!reservation) return null;
  const referenceId = business.referenceId ?? '';
  return (
    <Stack gap="lg" className={classes.page} data-testid="reservation-detail">
      <Title order={1}>
        <Trans>
          Reservation <bdi>{reservation.id}</bdi>
        </Trans>
      </Title>
      <ReservationSummary reservation={reservation} />
      <Group>
        {(reservation.status === 'pending' || reservation.status === 'confirmed') && (
          <AddToCalendarButton reservation={reservation} />
        )}
        <Button
          variant="light"
          renderRoot={(props) => (
            <Link {...props} to="/$referenceId/reservation/history" params={{ referenceId }} />
          )}
        >
          <Trans>All my reservations</Trans>
        </Button>
      </Group>
    </Stack>
  );
});
