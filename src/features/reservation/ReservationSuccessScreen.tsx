import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';
import { AddToCalendarButton } from './AddToCalendarButton.tsx';
import { ReservationSummary } from './ReservationSummary.tsx';
import { useReservationRefresh } from './use-reservation-refresh.ts';
import classes from './ReservationScreen.module.css';

/** After booking: what was booked, its status, a calendar file, and the way on. */
export const ReservationSuccessScreen = observer(function ReservationSuccessScreen({
  reservationId,
}: {
  reservationId: number;
}) {
  const { reservations, business, auth } = useStores();
  const reservation = reservations.reservation?.id === reservationId ? reservations.reservation : null;
  useReservationRefresh(reservationId, reservation?.status);
  if (!reservation) return null;
  const referenceId = business.referenceId ?? '';
  return (
    <Stack gap="lg" className={classes.page} data-testid="reservation-success">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Thank you, your reservation is booked</Trans>
        </Title>
        <Text>
          <Trans>
            Reservation number <bdi>{reservation.id}</bdi>
          </Trans>
        </Text>
      </Stack>
      <ReservationSummary reservation={reservation} />
      <Group>
        <AddToCalendarButton reservation={reservation} />
        {auth.isAuthenticated && (
          <Button
            variant="light"
            renderRoot={(props) => (
              <Link {...props} to="/$referenceId/reservation/history" params={{ referenceId }} />
            )}
          >
            <Trans>My reservations</Trans>
          </Button>
        )}
        <Button renderRoot={(props) => <Link {...props} to="/$referenceId" params={{ referenceId }} />}>
          <Trans>Back to the shop</Trans>
        </Button>
      </Group>
    </Stack>
  );
});
