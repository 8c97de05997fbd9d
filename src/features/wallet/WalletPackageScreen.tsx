import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../stores/store-context.tsx';
import { UnresolvedSubmitNotice } from '../checkout/UnresolvedSubmitNotice.tsx';
import { useAutomaticResolution } from '../checkout/use-automatic-resolution.ts';
import { usePaymentPage } from '../checkout/use-payment-page.ts';
import { PackageCard } from './PackageCard.tsx';
import { PurchaseErrorNotice } from './PurchaseErrorNotice.tsx';
import { useWalletFormat } from './use-wallet-format.ts';
import classes from './WalletScreen.module.css';

export type PurchaseOutcome = 'paid' | 'failed';

/**
 * /{referenceId}/wallet/{packageId}: one package and its Buy button (open to all; a guest logs in
 * first and comes back here), and the outcome when the payment page sends the customer back.
 */
export const WalletPackageScreen = observer(function WalletPackageScreen({
  packageId,
  outcome,
}: {
  packageId: number;
  outcome: PurchaseOutcome | null;
}) {
  const { wallet, auth, business } = useStores();
  const { t } = useLingui();
  const { money } = useWalletFormat();
  const navigate = useNavigate();
  const goToPayment = usePaymentPage();
  const [loaded, setLoaded] = useState(wallet.packageById(packageId) !== null);
  const referenceId = business.referenceId ?? '';
  const here = `/${encodeURIComponent(referenceId)}/wallet/${packageId}`;

  useEffect(() => {
    void wallet.loadPackages().then(() => setLoaded(true));
    if (auth.isAuthenticated) void wallet.fetch();
  }, [wallet, auth.isAuthenticated]);

  const buy = async () => {
    if (!auth.isAuthenticated) {
      await navigate({
        href: `/${encodeURIComponent(referenceId)}/login?redirect=${encodeURIComponent(here)}`,
      });
      return;
    }
    const started = await wallet.buyPackage(packageId);
    if (!started) return;
    if (await goToPayment(started.paymentUrl)) return;
    // No payment page: the credit was added at once.
    await navigate({ href: `${here}?purchase=paid`, replace: true });
  };
  // A purchase whose answer was lost is asked about again on its own, with the same key.
  const resolution = useAutomaticResolution(wallet.purchaseOutcomeUnknown, wallet.buying, buy);

  const pack = wallet.packageById(packageId);
  if (!pack) {
    return loaded ? (
      <Stack align="center" gap="md" py="xl" data-testid="package-not-found">
        <Text size="lg">
          <Trans>This package is not on offer any more.</Trans>
        </Text>
        <Button
          renderRoot={(props) => (
            <Link {...props} to="/$referenceId/wallet/walletPackage" params={{ referenceId }} />
          )}
        >
          <Trans>See the packages</Trans>
        </Button>
      </Stack>
    ) : (
      <Group justify="center" py="xl">
        <Loader aria-label={t`Loading the package`} />
      </Group>
    );
  }

  const balance = money(wallet.total);
  const showBalance = auth.isAuthenticated && wallet.state === 'fetched';
  return (
    <Stack gap="lg" className={classes.page} data-testid="wallet-package-page">
      {outcome === 'paid' && (
        <Paper withBorder p="md" role="status" data-testid="purchase-paid">
          <Title order={2} size="h3">
            <Trans>Package bought</Trans>
          </Title>
          <Text>
            <Trans>The credit is in your wallet.</Trans>
          </Text>
        </Paper>
      )}
      {outcome === 'failed' && (
        <Alert
          color="red"
          title={t`The payment did not go through`}
          data-testid="purchase-failed"
          role="alert"
        >
          <Text>
            <Trans>Nothing was charged and your wallet balance is unchanged. You can try again.</Trans>
          </Text>
        </Alert>
      )}
      {showBalance && (
        <Text size="lg" data-testid="package-page-balance" data-amount={wallet.total}>
          <Trans>Your balance: {balance}</Trans>
        </Text>
      )}
      <PackageCard pack={pack} headingLevel={1}>
        <Button size="lg" onClick={() => void buy()} loading={wallet.buying} data-testid="buy-package">
          {auth.isAuthenticated ? <Trans>Buy</Trans> : <Trans>Log in to buy</Trans>}
        </Button>
      </PackageCard>
      {wallet.purchaseOutcomeUnknown ? (
        <UnresolvedSubmitNotice
          subject="purchase"
          checking={wallet.buying}
          exhausted={resolution.exhausted}
          onCheck={() => void buy()}
        />
      ) : (
        wallet.buyError && <PurchaseErrorNotice error={wallet.buyError} onRetry={() => void buy()} />
      )}
      <Group>
        {auth.isAuthenticated && (
          <Button
            variant="light"
            renderRoot={(props) => (
              <Link {...props} to="/$referenceId/wallet/home" params={{ referenceId }} />
            )}
            data-testid="to-wallet-home"
          >
            <Trans>My wallet</Trans>
          </Button>
        )}
        <Button
          variant="subtle"
          renderRoot={(props) => (
            <Link {...props} to="/$referenceId/wallet/walletPackage" params={{ referenceId }} />
          )}
        >
          <Trans>All packages</Trans>
        </Button>
      </Group>
    </Stack>
  );
});
