import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { CarDetails } from '../../api/types.ts';
import type { CheckoutErrors } from '../../domain/checkout-form.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LimitedTextInput } from '../../ui/LimitedText.tsx';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';

/** The car we bring the order to: the plate is needed, model and colour help find it. */
export const CarSection = observer(function CarSection({
  errors,
}: {
  errors: Pick<CheckoutErrors, 'plate'>;
}) {
  const { cart } = useStores();
  const { t } = useLingui();
  const car: CarDetails = cart.car ?? { plate: '', model: null, color: null };
  const update = (change: Partial<CarDetails>) => cart.setCar({ ...car, ...change });
  return (
    <Stack gap="sm" component="section" aria-labelledby="car-title">
      <Title order={2} size="h3" id="car-title">
        <Trans>Your car</Trans>
      </Title>
      <Text size="sm">
        <Trans>We bring the order to your car when you arrive.</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <LimitedTextInput
          limit={TEXT_LIMITS.plate}
          label={t`Plate number`}
          required
          value={car.plate}
          onChange={(event) => update({ plate: event.currentTarget.value })}
          error={errors.plate ? t`Please enter your car's plate number.` : undefined}
          data-testid="car-plate"
        />
        <LimitedTextInput
          limit={TEXT_LIMITS.carModel}
          label={t`Model`}
          value={car.model ?? ''}
          onChange={(event) => update({ model: event.currentTarget.value || null })}
          data-testid="car-model"
        />
        <LimitedTextInput
          limit={TEXT_LIMITS.carColour}
          label={t`Colour`}
          value={car.color ?? ''}
          onChange={(event) => update({ color: event.currentTarget.value || null })}
          data-testid="car-color"
        />
      </SimpleGrid>
    </Stack>
  );
});
