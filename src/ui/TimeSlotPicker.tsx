import '@mantine/core/styles/Chip.css';
import { Chip, Stack, Text, useMantineTheme } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ScheduleSlot } from '../domain/schedule.ts';
import { formatDate, formatTime, type DateFormatContext } from '../i18n/date-format.ts';
import classes from './TimeSlotPicker.module.css';

export interface TimeSlotPickerProps extends DateFormatContext {
  /** What availableSlots() returns, in order. */
  slots: readonly ScheduleSlot[];
  /** The chosen date and slot (as the cart stores them), or null. */
  value: Pick<ScheduleSlot, 'date' | 'slot'> | null;
  onChange: (slot: ScheduleSlot) => void;
}

interface SlotDay {
  date: string;
  /** Any instant of the day in the business zone, to label the day in the visitor's language. */
  firstStartsAt: string;
  slots: ScheduleSlot[];
}

function groupByDay(slots: readonly ScheduleSlot[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const day = days.get(slot.date);
    if (day) day.slots.push(slot);
    else days.set(slot.date, { date: slot.date, firstStartsAt: slot.startsAt, slots: [slot] });
  }
  return [...days.values()];
}

/** Pick a day, then one of its times; labels are in the visitor's language and the business zone. */
export function TimeSlotPicker({
  slots,
  value,
  onChange,
  language,
  countryCode,
  timeZone,
}: TimeSlotPickerProps) {
  const formatContext = { language, countryCode, timeZone };
  const name = useId();
  const touch = useMantineTheme().other.layout === 'touch';
  const chipClassNames = touch ? { label: classes.touchLabel } : undefined;
  // The day being browsed; the value changes only when a time is chosen.
  const [browsedDate, setBrowsedDate] = useState<string | null>(null);
  const days = groupByDay(slots);

  if (days.length === 0) {
    return (
      <Text role="status" c="dimmed">
        <Trans>There are no times left to schedule an order. Please try another day or order now.</Trans>
      </Text>
    );
  }

  const activeDay =
    days.find((day) => day.date === browsedDate) ?? days.find((day) => day.date === value?.date) ?? days[0]!;
  const chosenSlot = value?.date === activeDay.date ? value.slot : null;

  return (
    <Stack gap="md">
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>
          <Trans>Day</Trans>
        </legend>
        <Chip.Group value={activeDay.date} onChange={setBrowsedDate}>
          <div className={classes.days}>
            {days.map((day) => (
              <Chip key={day.date} name={`${name}-day`} value={day.date} classNames={chipClassNames}>
                {formatDate(day.firstStartsAt, formatContext)}
              </Chip>
            ))}
          </div>
        </Chip.Group>
      </fieldset>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>
          <Trans>Time</Trans>
        </legend>
        <Chip.Group
          value={chosenSlot}
          onChange={(slot) => {
            const picked = activeDay.slots.find((candidate) => candidate.slot === slot);
            if (picked) onChange(picked);
          }}
        >
          <div className={classes.times}>
            {activeDay.slots.map((slot) => (
              <Chip key={slot.slot} name={`${name}-time`} value={slot.slot} classNames={chipClassNames}>
                <bdi>{formatTime(slot.startsAt, formatContext)}</bdi>
              </Chip>
            ))}
          </div>
        </Chip.Group>
      </fieldset>
    </Stack>
  );
}
