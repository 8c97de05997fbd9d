import { Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores/store-context.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';

/** How many guests: two to start with, from 1 to the business's maximum; more cannot be chosen. */
export const PartySection = observer(function PartySection() {
  const { reservations } = useStores();
  const { t } = useLingui();
  const { draft, guestBounds } = reservations;
  const max = guestBounds.max;
  // The form starts at two guests; a business that seats one at most brings it back within bounds.
  useEffect(() => {
    if (draft.guests > guestBounds.max || draft.guests < guestBounds.min)
      draft.setGuests(draft.guests, guestBounds);
  }, [draft, guestBounds, draft.guests]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="party-title">
      <Title order={2} size="h3" id="party-title">
        <Trans>Guests</Trans>
      </Title>
      <Group justify="space-between" wrap="nowrap" data-testid="party-size" data-value={draft.guests}>
        <Text>
          <Trans>Up to {max} guests per reservation.</Trans>
        </Text>
        <QuantityStepper
          label={t`Number of guests`}
          value={draft.guests}
          min={guestBounds.min}
          max={max}
          onChange={(guests) => draft.setGuests(guests, guestBounds)}
        />
      </Group>
    </Stack>
  );
});
