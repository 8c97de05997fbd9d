import { Button, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { RESERVATION_STATUSES, type ReservationHistoryFilter } from '../../domain/reservation.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useLocalized } from '../cart/use-localized.ts';
import { HISTORY_FILTER_LABEL } from './reservation-labels.ts';
import { ReservationStatusBadge, useReservationWhen } from './ReservationSummary.tsx';
import { useLoadMoreNearEnd } from '../../ui/use-load-more-near-end.ts';
import classes from './ReservationScreen.module.css';

const FILTERS: readonly ReservationHistoryFilter[] = ['all', 'upcoming', 'past', ...RESERVATION_STATUSES];

/** The customer's reservations, filtered, paged as the list scrolls; each opens its detail. */
export const ReservationHistoryScreen = observer(function ReservationHistoryScreen() {
  const { reservations, business } = useStores();
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const when = useReservationWhen();
  const referenceId = business.referenceId ?? '';
  const list = reservations.reservations;
  const guestsText = (guests: number) =>
    t({ message: plural(guests, { one: '# guest', other: '# guests' }) });

  useEffect(() => {
    void reservations.list('all');
  }, [reservations]);
  const sentinel = useLoadMoreNearEnd(
    reservations.loadMore,
    reservations.hasMore && !reservations.listFailed,
    reservations.page,
  );

  return (
    <Stack gap="lg" className={classes.page} data-testid="reservation-history">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          <Trans>My reservations</Trans>
        </Title>
        <NativeSelect
          label={t`Show`}
          value={reservations.filter}
          onChange={(event) => void reservations.list(event.currentTarget.value as ReservationHistoryFilter)}
          data={FILTERS.map((filter) => ({ value: filter, label: i18n._(HISTORY_FILTER_LABEL[filter]) }))}
          data-testid="history-filter"
        />
      </Group>
      <Stack
        component="ul"
        gap="sm"
        className={classes.list}
        data-testid="history-list"
        aria-busy={reservations.loading}
      >
        {list.map((reservation) => (
          <li key={reservation.id}>
            <Card
              withBorder
              padding="md"
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/$referenceId/reservation/history/$reservationId"
                  params={{ referenceId, reservationId: String(reservation.id) }}
                />
              )}
              data-testid="history-item"
              data-reservation-id={reservation.id}
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={600}>{when(reservation)}</Text>
                  <Text size="sm">
                    {guestsText(reservation.guests)}
                    {reservation.table && ` · ${text(reservation.table.name)}`}
                  </Text>
                </Stack>
                <ReservationStatusBadge status={reservation.status} />
              </Group>
            </Card>
          </li>
        ))}
      </Stack>
      <div ref={sentinel} aria-hidden="true" />
      {reservations.loading && (
        <Group justify="center">
          <Loader size="sm" aria-label={t`Loading reservations`} />
        </Group>
      )}
      {reservations.listFailed && (
        <Stack align="center" gap="xs" role="alert">
          <Text>{t`Your reservations could not be loaded.`}</Text>
          <Button variant="light" onClick={() => void reservations.loadMore()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      )}
      {!reservations.loading && !reservations.listFailed && list.length === 0 && (
        <Text role="status" data-testid="history-empty">
          {reservations.filter === 'all'
            ? t`You have no reservations yet.`
            : t`No reservations match this filter.`}
        </Text>
      )}
      <Button
        variant="subtle"
        renderRoot={(props) => (
          <Link
            {...props}
            to="/$referenceId/reservation/$reserveType"
            params={{ referenceId, reserveType: reservations.offeredTypes[0] ?? 'table' }}
          />
        )}
      >
        <Trans>Make a reservation</Trans>
      </Button>
    </Stack>
  );
});
