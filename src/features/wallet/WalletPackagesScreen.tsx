import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../stores/store-context.tsx';
import { PackageList } from './PackageList.tsx';
import classes from './WalletScreen.module.css';

/** /{referenceId}/wallet/walletPackage: every package on offer (open to all). */
export const WalletPackagesScreen = observer(function WalletPackagesScreen() {
  const { wallet } = useStores();
  const { t } = useLingui();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const load = () => {
    setState('loading');
    void wallet.loadPackages().then((ok) => setState(ok ? 'loaded' : 'failed'));
  };
  useEffect(load, [wallet]);

  return (
    <Stack gap="lg" className={classes.page} data-testid="wallet-packages">
      <Title order={1}>
        <Trans>Wallet packages</Trans>
      </Title>
      {state === 'loading' && wallet.availablePackages.length === 0 && (
        <Group justify="center">
          <Loader aria-label={t`Loading the packages`} />
        </Group>
      )}
      {state === 'failed' && (
        <Stack align="center" gap="xs" role="alert">
          <Text>{t`The packages could not be loaded.`}</Text>
          <Button variant="light" onClick={load}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      )}
      {state === 'loaded' && wallet.availablePackages.length === 0 && (
        <Text role="status">
          <Trans>No packages are on offer at the moment.</Trans>
        </Text>
      )}
      <PackageList packages={wallet.availablePackages} headingLevel={2} />
    </Stack>
  );
});
