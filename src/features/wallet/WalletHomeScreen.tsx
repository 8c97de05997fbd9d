import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { lotName } from '../../domain/lot-name.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useLocalized } from '../cart/use-localized.ts';
import { PackageList } from './PackageList.tsx';
import { useWalletFormat } from './use-wallet-format.ts';
import classes from './WalletScreen.module.css';

/** /{referenceId}/wallet/home: what can be spent, what is on hold, the policy and the packages. */
export const WalletHomeScreen = observer(function WalletHomeScreen() {
  const { wallet, business } = useStores();
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const { money, date } = useWalletFormat();
  const referenceId = business.referenceId ?? '';

  useEffect(() => {
    void wallet.fetch();
  }, [wallet]);

  if (wallet.state === 'not-fetched' || (wallet.state === 'fetching' && wallet.balance.length === 0)) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t`Loading your wallet`} />
      </Group>
    );
  }
  if (wallet.state === 'error') {
    return (
      <Stack align="center" gap="sm" py="xl" role="alert" className={classes.page}>
        <Text>{t`Your wallet could not be loaded.`}</Text>
        <Button variant="light" onClick={() => void wallet.fetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }

  const policy = text(wallet.policy);
  return (
    <Stack gap="lg" className={classes.page} data-testid="wallet-home">
      <Title order={1}>
        <Trans>My wallet</Trans>
      </Title>
      {/* The balance is the screen's answer, large; "On hold" only when something is held. */}
      <Paper p="lg" radius="md" className={classes.balance}>
        <Text fw={600}>{t`Available balance`}</Text>
        <Text className={classes.balanceAmount} data-testid="wallet-balance" data-amount={wallet.total}>
          <bdi>{money(wallet.total)}</bdi>
        </Text>
        {wallet.onHoldBalance !== 0 && (
          <Group gap="xs" mt="sm" wrap="nowrap" align="baseline" data-testid="wallet-on-hold-row">
            <Text size="sm" fw={600}>
              {t`On hold`}
            </Text>
            <Text size="sm" fw={600} data-testid="wallet-on-hold" data-amount={wallet.onHoldBalance}>
              <bdi>{money(wallet.onHoldBalance)}</bdi>
            </Text>
          </Group>
        )}
        {wallet.onHoldBalance !== 0 && (
          <Text size="sm">{t`Reserved by orders not settled yet; not part of what you can spend.`}</Text>
        )}
      </Paper>

      <Stack gap="xs" component="section" aria-labelledby="wallet-credit-title">
        <Title order={2} size="h3" id="wallet-credit-title">
          <Trans>Your credit</Trans>
        </Title>
        {wallet.balance.length === 0 ? (
          <Text data-testid="wallet-empty">
            <Trans>Your wallet is empty. Buy a package below to add credit.</Trans>
          </Text>
        ) : (
          <Stack component="ul" gap="xs" className={classes.list}>
            {wallet.balance.map((lot, index) => {
              const expires = lot.expires_at ? date(lot.expires_at) : '';
              return (
                <li key={index} data-testid="wallet-lot" data-amount={lot.amount}>
                  <Group justify="space-between" wrap="nowrap">
                    <Stack gap={0}>
                      {lot.source && <Text fw={600}>{lotName(lot.source, i18n.locale)}</Text>}
                      <Text size="sm">{expires ? t`Expires ${expires}` : t`Does not expire`}</Text>
                    </Stack>
                    <Text fw={600}>{money(lot.amount)}</Text>
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
        <Button
          variant="light"
          renderRoot={(props) => (
            <Link {...props} to="/$referenceId/wallet/history" params={{ referenceId }} />
          )}
          data-testid="wallet-history-link"
        >
          <Trans>Credit history</Trans>
        </Button>
      </Stack>

      {policy && (
        <Paper
          withBorder
          p="md"
          component="section"
          aria-labelledby="wallet-policy-title"
          data-testid="wallet-policy"
        >
          <Title order={2} size="h4" id="wallet-policy-title">
            <Trans>Wallet policy</Trans>
          </Title>
          <Text className={classes.policy}>{policy}</Text>
        </Paper>
      )}

      <Stack gap="sm" component="section" aria-labelledby="wallet-packages-title">
        <Title order={2} size="h3" id="wallet-packages-title">
          <Trans>Packages</Trans>
        </Title>
        <PackageList packages={wallet.availablePackages} headingLevel={3} />
      </Stack>
    </Stack>
  );
});
