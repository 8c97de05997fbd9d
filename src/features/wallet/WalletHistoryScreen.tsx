import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { movementAdds, movementKind } from '../../domain/wallet.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useLoadMoreNearEnd } from '../../ui/use-load-more-near-end.ts';
import { MOVEMENT_LABEL } from './wallet-labels.ts';
import { useWalletFormat } from './use-wallet-format.ts';
import classes from './WalletScreen.module.css';

/** /{referenceId}/wallet/history: every movement, newest first, paged as the list scrolls. */
export const WalletHistoryScreen = observer(function WalletHistoryScreen() {
  const { wallet, business } = useStores();
  const { t, i18n } = useLingui();
  const { money, dateTime } = useWalletFormat();
  const referenceId = business.referenceId ?? '';

  const history = wallet.history;
  useEffect(() => {
    void history.reload();
  }, [history]);
  const sentinel = useLoadMoreNearEnd(history.loadMore, history.hasMore && !history.failed, history.page);

  return (
    <Stack gap="lg" className={classes.page} data-testid="wallet-history">
      <Title order={1}>
        <Trans>Credit history</Trans>
      </Title>
      <Stack component="ul" gap="sm" className={classes.list} aria-busy={history.loading}>
        {history.items.map((entry) => {
          const adds = movementAdds(entry.type);
          const amount = money(entry.amount);
          const balanceAfter = entry.balance_after != null ? money(entry.balance_after) : null;
          const orderId = entry.order_id;
          return (
            <li key={entry.id}>
              <Card
                withBorder
                padding="md"
                data-testid="wallet-movement"
                data-kind={movementKind(entry)}
                data-amount={entry.amount}
                data-order-id={orderId ?? undefined}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={600}>{i18n._(MOVEMENT_LABEL[movementKind(entry)])}</Text>
                    <Text size="sm">{dateTime(entry.created_at)}</Text>
                    {orderId != null && (
                      <Button
                        variant="subtle"
                        px={0}
                        justify="flex-start"
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            to="/$referenceId/order/$orderId"
                            params={{ referenceId, orderId: String(orderId) }}
                          />
                        )}
                        data-testid="movement-order-link"
                      >
                        {t`Order ${orderId}`}
                      </Button>
                    )}
                  </Stack>
                  <Stack gap={2} align="flex-end">
                    <Text fw={700} dir="ltr">
                      {adds ? `+${amount}` : `−${amount}`}
                    </Text>
                    {balanceAfter && (
                      <Text size="sm" data-testid="movement-balance" data-amount={entry.balance_after}>
                        {t`Balance ${balanceAfter}`}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Card>
            </li>
          );
        })}
      </Stack>
      <div ref={sentinel} aria-hidden="true" />
      {history.loading && (
        <Group justify="center">
          <Loader size="sm" aria-label={t`Loading your credit history`} />
        </Group>
      )}
      {history.failed && (
        <Stack align="center" gap="xs" role="alert">
          <Text>{t`Your credit history could not be loaded.`}</Text>
          <Button variant="light" onClick={() => void history.loadMore()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      )}
      {!history.loading && !history.failed && history.items.length === 0 && (
        <Text role="status" data-testid="wallet-history-empty">
          <Trans>No movements yet.</Trans>
        </Text>
      )}
      <Button
        variant="subtle"
        renderRoot={(props) => <Link {...props} to="/$referenceId/wallet/home" params={{ referenceId }} />}
      >
        <Trans>Back to my wallet</Trans>
      </Button>
    </Stack>
  );
});
