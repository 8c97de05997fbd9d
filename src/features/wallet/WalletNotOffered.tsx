import { Button, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useStores } from '../../stores/store-context.tsx';

/** Every wallet route of a business that does not offer a wallet. */
export function WalletNotOffered() {
  const { business } = useStores();
  const referenceId = business.referenceId ?? '';
  const shop = business.name;
  return (
    <Stack align="center" gap="md" py="xl" data-testid="wallet-not-offered">
      <Title order={1}>
        <Trans>The wallet is not offered</Trans>
      </Title>
      <Text size="lg" ta="center">
        <Trans>{shop} does not offer a wallet or credit packages.</Trans>
      </Text>
      <Button renderRoot={(props) => <Link {...props} to="/$referenceId" params={{ referenceId }} />}>
        <Trans>Back to the shop</Trans>
      </Button>
    </Stack>
  );
}
