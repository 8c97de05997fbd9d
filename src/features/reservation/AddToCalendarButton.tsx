import { Button } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { Reservation } from '../../api/types.ts';
import { reservationIcs } from '../../domain/reservation-ics.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useLocalized } from '../cart/use-localized.ts';

/** Downloads the reservation as an .ics file the device's calendar opens. */
export const AddToCalendarButton = observer(function AddToCalendarButton({
  reservation,
}: {
  reservation: Reservation;
}) {
  const { business, deps } = useStores();
  const { t } = useLingui();
  const guests = reservation.guests;
  const text = useLocalized();
  const shop = business.name;
  const tableName = reservation.table ? text(reservation.table.name) : '';
  const branch = text(business.business?.branch_name);
  const ics = reservationIcs({
    id: reservation.id,
    date: reservation.date,
    time: reservation.time,
    timeZone: business.timeZone,
    title: t`Reservation at ${shop}`,
    description: tableName
      ? t({
          message: plural(guests, {
            one: `# guest, ${tableName}`,
            other: `# guests, ${tableName}`,
          }),
        })
      : t({ message: plural(guests, { one: '# guest', other: '# guests' }) }),
    location: branch ? `${shop}, ${branch}` : shop,
    stampMs: deps.clock.now(),
    uidDomain: window.location.host || 'localhost',
  });
  if (!ics) return null;
  return (
    <Button
      variant="light"
      component="a"
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
      download={`reservation-${reservation.id}.ics`}
      data-testid="add-to-calendar"
    >
      <Trans>Add to my calendar</Trans>
    </Button>
  );
});
