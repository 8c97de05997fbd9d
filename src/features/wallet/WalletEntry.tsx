import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';

/** The business home's way into the wallet; nothing at all when the wallet is not offered here. */
export const WalletEntry = observer(function WalletEntry() {
  const { wallet, business, auth } = useStores();
  if (!wallet.entryVisible) return null;
  const referenceId = business.referenceId ?? '';
  return (
    <Stack gap="sm" component="section" aria-labelledby="wallet-entry-title" data-testid="wallet-entry">
      <Title order={2} size="h3" id="wallet-entry-title">
        <Trans>Wallet</Trans>
      </Title>
      <Text>
        <Trans>Top up with a credit package and pay for your orders from your wallet.</Trans>
      </Text>
      <Group>
        {auth.isAuthenticated && (
          <Button
            size="lg"
            variant="outline"
            renderRoot={(props) => (
              <Link {...props} to="/$referenceId/wallet/home" params={{ referenceId }} />
            )}
            data-testid="wallet-entry-home"
          >
            <Trans>My wallet</Trans>
          </Button>
        )}
        <Button
          size="lg"
          variant="subtle"
          renderRoot={(props) => (
            <Link {...props} to="/$referenceId/wallet/walletPackage" params={{ referenceId }} />
          )}
          data-testid="wallet-entry-packages"
        >
          <Trans>Credit packages</Trans>
        </Button>
      </Group>
    </Stack>
  );
});
