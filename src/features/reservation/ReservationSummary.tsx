import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { Reservation } from '../../api/types.ts';
import { reservationStartIso } from '../../domain/reservation-ics.ts';
import { formatDateTime } from '../../i18n/date-format.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Price } from '../../ui/Price.tsx';
import { TotalsBreakdown } from '../cart/TotalsBreakdown.tsx';
import { totalsFromServer } from '../cart/totals-view.ts';
import { useBusinessWord, useLocalized } from '../cart/use-localized.ts';
import { RESERVATION_STATUS_COLOR, RESERVATION_STATUS_LABEL } from './reservation-labels.ts';
import classes from './ReservationScreen.module.css';

/** The reservation's moment in the business's zone, in the customer's language. */
export function useReservationWhen(): (reservation: Pick<Reservation, 'date' | 'time'>) => string {
  const { business, preferences } = useStores();
  const context = {
    language: preferences.language,
    countryCode: business.business?.country_code,
    timeZone: business.timeZone,
  };
  return ({ date, time }) => {
    const iso = reservationStartIso(date, time, business.timeZone);
    return iso ? formatDateTime(iso, context) : `${date} ${time}`;
  };
}

export function ReservationStatusBadge({ status }: { status: Reservation['status'] }) {
  const { i18n } = useLingui();
  return (
    <Badge
      color={RESERVATION_STATUS_COLOR[status]}
      variant="light"
      size="lg"
      data-testid="reservation-status"
      data-status={status}
    >
      {i18n._(RESERVATION_STATUS_LABEL[status])}
    </Badge>
  );
}

/** What was booked: when, how many, which table, the note, the pre-order and its total, the status. */
export const ReservationSummary = observer(function ReservationSummary({
  reservation,
}: {
  reservation: Reservation;
}) {
  const { business } = useStores();
  const { t, i18n } = useLingui();
  const guests = reservation.guests;
  const text = useLocalized();
  const word = useBusinessWord();
  const when = useReservationWhen()(reservation);
  const currency = business.currency;
  const labels = business.business?.labels;
  const tableWord = word(labels?.table) || t`Table`;
  const floorWord = word(labels?.floor) || t`Floor`;
  const table = reservation.table;
  const floor = table ? text(table.floor) : '';
  const order = reservation.order;

  return (
    <Stack gap="md" data-testid="reservation-summary" data-reservation-id={reservation.id}>
      <Paper withBorder p="md" component="section" aria-labelledby="booked-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="booked-title">
            <Trans>Your reservation</Trans>
          </Title>
          <ReservationStatusBadge status={reservation.status} />
        </Group>
        <Stack component="dl" gap={6} m={0}>
          <Group justify="space-between" wrap="nowrap">
            <Text component="dt" fw={600}>{t`When`}</Text>
            <Text component="dd" m={0} data-testid="reservation-when">
              {when}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text component="dt" fw={600}>{t`Guests`}</Text>
            <Text component="dd" m={0} data-testid="reservation-guests" data-value={reservation.guests}>
              {t({ message: plural(guests, { one: '# guest', other: '# guests' }) })}
            </Text>
          </Group>
          {table && (
            <Group justify="space-between" wrap="nowrap">
              <Text component="dt" fw={600}>
                {tableWord}
              </Text>
              <Text component="dd" m={0} data-testid="reservation-table" data-table-id={table.id}>
                {text(table.name)}
                {floor && ` · ${floorWord}: ${floor}`}
              </Text>
            </Group>
          )}
          {reservation.note && (
            <Group justify="space-between" wrap="nowrap">
              <Text component="dt" fw={600}>{t`Note`}</Text>
              <Text component="dd" m={0}>
                {reservation.note}
              </Text>
            </Group>
          )}
        </Stack>
      </Paper>
      {order && (
        <Paper withBorder p="md" component="section" aria-labelledby="preorder-summary-title">
          <Title order={2} size="h3" id="preorder-summary-title" mb="sm">
            <Trans>Pre-order</Trans>
          </Title>
          <Stack component="ul" gap="xs" className={classes.list} mb="sm">
            {order.order_lines.map((line, index) => (
              <Group key={index} component="li" justify="space-between" wrap="nowrap">
                <Text>
                  {i18n.number(line.quantity)} × {text(line.name)}
                </Text>
                <Price amount={line.total_price} currency={currency} />
              </Group>
            ))}
          </Stack>
          <TotalsBreakdown
            totals={totalsFromServer(order.amounts)}
            currency={currency}
            withDeliveryFee={false}
            source="server"
          />
        </Paper>
      )}
    </Stack>
  );
});
