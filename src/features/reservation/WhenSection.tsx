import '@mantine/dates/styles.css';
import '@mantine/core/styles/Chip.css';
import 'dayjs/locale/ar';
import { Chip, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import type { ReservationFormErrors } from '../../domain/reservation-form.ts';
import { reservableDates, slotsOn } from '../../domain/reservation-slots.ts';
import type { ScheduleSlot } from '../../domain/schedule.ts';
import {
  formatCalendarDate,
  formatCalendarDay,
  formatDate,
  formatMonthLabel,
  formatTime,
  formatWeekdayShort,
} from '../../i18n/date-format.ts';
import { useStores } from '../../stores/store-context.tsx';
import classes from './ReservationScreen.module.css';

/** Spec §9: English and Arabic date locales; other languages use English names in the calendar. */
const calendarLocale = (language: string) => (language === 'ar' ? 'ar' : 'en');

/** A date among the days with slots (@mantine/dates), then one of that day's times. */
export const WhenSection = observer(function WhenSection({
  slots,
  error,
}: {
  slots: readonly ScheduleSlot[];
  error: ReservationFormErrors['when'];
}) {
  const { reservations, business, preferences } = useStores();
  const { t } = useLingui();
  const name = useId();
  const { draft } = reservations;
  const dates = reservableDates(slots);
  const first = dates[0] ?? null;
  // The form opens on the first day that can be reserved.
  useEffect(() => {
    if (draft.date === null && first !== null) draft.setDate(first);
  }, [draft, first]);
  const daySlots = slotsOn(slots, draft.date);
  const touch = useMantineTheme().other.layout === 'touch';
  const formatContext = {
    language: preferences.language,
    countryCode: business.business?.country_code,
    timeZone: business.timeZone,
  };
  const chosenDay = daySlots[0] ? formatDate(daySlots[0].startsAt, formatContext) : null;
  const whenError =
    error === 'required'
      ? t`Please choose a day and a time.`
      : error === 'unavailable'
        ? t`This time can no longer be reserved. Please choose another.`
        : undefined;

  return (
    <Stack gap="sm" component="section" aria-labelledby="when-title">
      <Title order={2} size="h3" id="when-title">
        <Trans>Date and time</Trans>
      </Title>
      {dates.length === 0 ? (
        <Text role="status" data-testid="no-reservation-times">
          <Trans>There are no times left to reserve. Please try again later.</Trans>
        </Text>
      ) : (
        <>
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>
              <Trans>Date</Trans>
            </legend>
            <DatesProvider settings={{ locale: calendarLocale(preferences.language) }}>
              <DatePicker
                value={draft.date}
                onChange={(value) => draft.setDate(value)}
                minDate={first ?? undefined}
                maxDate={dates[dates.length - 1]}
                defaultDate={first ?? undefined}
                excludeDate={(date) => !dates.includes(date)}
                highlightToday={false}
                weekendDays={[]}
                previousLabel={t`Previous month`}
                nextLabel={t`Next month`}
                // 48 px days on every device: a thumb's target on a phone too (issue #32).
                size="lg"
                // Days, weekdays and the month in the digits of the language's prices and times
                // (Intl), not dayjs's: Arabic mixed 1 2 3 in the calendar with ١ ٢ ٣ in the times.
                renderDay={(date) => formatCalendarDay(Number(date.slice(8, 10)), formatContext)}
                weekdayFormat={(date) => formatWeekdayShort(date, formatContext)}
                monthLabelFormat={(date) => formatMonthLabel(date, formatContext)}
                getDayAriaLabel={(date) => formatCalendarDate(date, formatContext)}
                data-testid="reservation-calendar"
              />
            </DatesProvider>
            {chosenDay && (
              <Text mt="xs" fw={600} data-testid="reservation-date">
                {chosenDay}
              </Text>
            )}
          </fieldset>
          <fieldset className={classes.fieldset} data-invalid={error ? 'true' : undefined}>
            <legend className={classes.legend}>
              <Trans>Time</Trans>
            </legend>
            {daySlots.length === 0 ? (
              <Text role="status">
                <Trans>No times are left on this day. Please choose another day.</Trans>
              </Text>
            ) : (
              <Chip.Group value={draft.time} onChange={(time) => draft.setTime(time)}>
                <div className={classes.times} data-testid="reservation-times">
                  {daySlots.map((slot) => (
                    <Chip
                      key={slot.slot}
                      name={`${name}-time`}
                      value={slot.slot}
                      data-slot={slot.slot}
                      classNames={touch ? { label: classes.touchChip } : undefined}
                    >
                      <bdi>{formatTime(slot.startsAt, formatContext)}</bdi>
                    </Chip>
                  ))}
                </div>
              </Chip.Group>
            )}
          </fieldset>
          {whenError && (
            <Text c="red.8" size="sm" role="alert" data-testid="when-error">
              {whenError}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
});
