import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { CheckoutErrors } from '../../domain/checkout-form.ts';
import { useStores } from '../../stores/store-context.tsx';
import { TimeSlotPicker } from '../../ui/TimeSlotPicker.tsx';
import type { ScheduleOptions } from './schedule-choice.ts';

export interface ScheduleSectionProps {
  options: ScheduleOptions;
  errors: Pick<CheckoutErrors, 'schedule'>;
}

/** Now, or later in a slot of the shifts; only "later" while the shop is closed (night). */
export const ScheduleSection = observer(function ScheduleSection({ options, errors }: ScheduleSectionProps) {
  const { cart, business, preferences } = useStores();
  const { t } = useLingui();
  const later = cart.schedule.type === 'later' || !options.now;
  if (!options.later && options.now) return null;
  const value =
    cart.schedule.type === 'later' && cart.schedule.date && cart.schedule.slot
      ? { date: cart.schedule.date, slot: cart.schedule.slot }
      : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="schedule-title">
      <Title order={2} size="h3" id="schedule-title">
        <Trans>When</Trans>
      </Title>
      {options.now && options.later ? (
        <SegmentedControl
          aria-label={t`When`}
          value={later ? 'later' : 'now'}
          onChange={(choice) =>
            cart.setSchedule(choice === 'now' ? { type: 'now' } : { type: 'later', date: null, slot: null })
          }
          data={[
            { value: 'now', label: t`As soon as possible` },
            { value: 'later', label: t`Schedule for later` },
          ]}
          data-testid="schedule-mode"
        />
      ) : (
        <Text data-testid="schedule-only">
          <Trans>We are closed right now. Choose a time and we will prepare your order then.</Trans>
        </Text>
      )}
      {later && (
        <TimeSlotPicker
          slots={options.slots}
          value={value}
          onChange={(slot) => cart.setSchedule({ type: 'later', date: slot.date, slot: slot.slot })}
          language={preferences.language}
          countryCode={business.business?.country_code}
          timeZone={business.timeZone}
        />
      )}
      {errors.schedule && (
        <Text size="sm" c="red.8" role="alert" data-testid="schedule-error">
          {errors.schedule === 'unavailable'
            ? t`There is no time left to order for. Please try again later.`
            : t`Please choose a time for your order.`}
        </Text>
      )}
    </Stack>
  );
});
