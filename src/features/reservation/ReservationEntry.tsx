import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';
import { RESERVE_TYPE_LABEL } from './reservation-labels.ts';

/** The business home's way into reservations; nothing at all when the business takes none. */
export const ReservationEntry = observer(function ReservationEntry() {
  const { reservationOffer: reservations, business, auth } = useStores();
  const { i18n } = useLingui();
  if (!reservations.enabled) return null;
  const referenceId = business.referenceId ?? '';
  const max = reservations.guestBounds.max;
  return (
    <Stack gap="sm" component="section" aria-labelledby="reserve-title" data-testid="reservation-entry">
      <Title order={2} size="h3" id="reserve-title">
        <Trans>Reservations</Trans>
      </Title>
      <Text>
        {reservations.takesOrder ? (
          <Trans>Book for up to {max} guests, and pre-order your dishes if you like.</Trans>
        ) : (
          <Trans>Book for up to {max} guests.</Trans>
        )}
      </Text>
      <Group>
        {reservations.offeredTypes.map((reserveType) => (
          <Button
            key={reserveType}
            size="lg"
            variant="outline"
            renderRoot={(props) => (
              <Link
                {...props}
                to="/$referenceId/reservation/$reserveType"
                params={{ referenceId, reserveType }}
              />
            )}
            data-testid={`reserve-${reserveType}`}
          >
            {i18n._(RESERVE_TYPE_LABEL[reserveType])}
          </Button>
        ))}
        {auth.isAuthenticated && (
          <Button
            size="lg"
            variant="subtle"
            renderRoot={(props) => (
              <Link {...props} to="/$referenceId/reservation/history" params={{ referenceId }} />
            )}
          >
            <Trans>My reservations</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
});
