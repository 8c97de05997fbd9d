import { Button, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useStores } from '../../stores/store-context.tsx';

/** Every reservation route of a business that does not take reservations. */
export function ReservationsNotOffered() {
  const { business } = useStores();
  const referenceId = business.referenceId ?? '';
  const shop = business.name;
  return (
    <Stack align="center" gap="md" py="xl" data-testid="reservations-not-offered">
      <Title order={1}>
        <Trans>Reservations are not offered</Trans>
      </Title>
      <Text size="lg" ta="center">
        <Trans>{shop} does not take reservations online.</Trans>
      </Text>
      <Button renderRoot={(props) => <Link {...props} to="/$referenceId" params={{ referenceId }} />}>
        <Trans>Back to the shop</Trans>
      </Button>
    </Stack>
  );
}
