import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import type { Order, OrderLineView } from '../../api/types.ts';
import type { LeftOutReason } from '../../domain/reorder.ts';
import { formatDateTime } from '../../i18n/date-format.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Price } from '../../ui/Price.tsx';
import { useLoadMoreNearEnd } from '../../ui/use-load-more-near-end.ts';
import { useLocalized } from '../cart/use-localized.ts';
import { SELLING_TYPE_LABEL } from '../home/selling-type-labels.ts';
import { LEFT_OUT_REASON, ORDER_STATUS_LABEL } from './order-labels.ts';
import { reorderIntoCart } from './reorder.ts';

interface ReorderOutcome {
  orderNumber: string;
  type: Order['selling_type'];
  leftOut: { line: OrderLineView; reason: LeftOutReason }[];
}

/**
 * The customer's orders, newest first, the next page asked for 300 px before the end; each opens
 * its order page, and Reorder puts what is still offered back into the cart, saying what was not.
 */
export const OrderHistoryScreen = observer(function OrderHistoryScreen() {
  const stores = useStores();
  const { orders, business, preferences, menu } = stores;
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const [failed, setFailed] = useState(false);
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(null);
  const referenceId = business.referenceId ?? '';
  const formatContext = {
    language: preferences.language,
    countryCode: business.business?.country_code,
    timeZone: business.timeZone,
  };
  const branchName = (branchId: number) => {
    const branch = business.business?.branches.find((candidate) => candidate.id === branchId);
    return branch ? text(branch.name) : '';
  };

  const load = useCallback(
    (first: boolean) => {
      setFailed(false);
      (first ? orders.loadHistory() : orders.loadMoreHistory()).catch(() => setFailed(true));
    },
    [orders],
  );
  useEffect(() => load(true), [load]);
  const loadMore = useCallback(() => load(false), [load]);
  const sentinel = useLoadMoreNearEnd(loadMore, orders.hasMoreHistory && !failed, orders.historyPage);

  async function reorder(order: Order) {
    await menu.ensureLoaded().catch(() => undefined);
    const leftOut = reorderIntoCart(stores, order);
    setOutcome({ orderNumber: order.number, type: order.selling_type, leftOut });
  }

  return (
    <Stack gap="lg" maw={720} mx="auto" data-testid="order-history">
      <Title order={1}>
        <Trans>My orders</Trans>
      </Title>
      {outcome && (
        <Alert
          color={outcome.leftOut.length > 0 ? 'yellow' : 'green'}
          role="status"
          withCloseButton
          closeButtonLabel={t`Close`}
          onClose={() => setOutcome(null)}
          data-testid="reorder-outcome"
        >
          <Stack gap="xs">
            <Text>
              <Trans>What is still offered from order {outcome.orderNumber} is in your cart.</Trans>
            </Text>
            {outcome.leftOut.length > 0 && (
              <>
                <Text fw={600}>
                  <Trans>Left out:</Trans>
                </Text>
                <ul data-testid="reorder-left-out">
                  {outcome.leftOut.map(({ line, reason }) => (
                    <li key={`${line.item_id}-${line.price_label_id}`}>
                      {text(line.name)}: {i18n._(LEFT_OUT_REASON[reason])}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <Button
              variant="light"
              renderRoot={(props) => (
                <Link {...props} to="/$referenceId/$type/cart" params={{ referenceId, type: outcome.type }} />
              )}
              data-testid="reorder-go-to-cart"
            >
              <Trans>Go to the cart</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} aria-busy={orders.historyLoading}>
        {orders.history.map((order) => (
          <li key={order.id}>
            <Card withBorder padding="md" data-testid="history-order" data-order-id={order.id}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Link
                    to="/$referenceId/order/$orderId"
                    params={{ referenceId, orderId: String(order.id) }}
                    data-testid="history-order-link"
                  >
                    <Trans>
                      Order <bdi>{order.number}</bdi>
                    </Trans>
                  </Link>
                  <Text size="sm">{formatDateTime(order.created_at, formatContext)}</Text>
                  <Text size="sm">
                    {i18n._(SELLING_TYPE_LABEL[order.selling_type])} · {branchName(order.branch_id)}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Badge variant="light" color={order.status === 'cancelled' ? 'red' : 'blue'}>
                    {i18n._(ORDER_STATUS_LABEL[order.status])}
                  </Badge>
                  <Price amount={order.amounts.total} currency={business.currency} />
                </Stack>
              </Group>
              <Group justify="flex-end" mt="sm">
                <Button variant="light" onClick={() => void reorder(order)} data-testid="reorder">
                  <Trans>Reorder</Trans>
                </Button>
              </Group>
            </Card>
          </li>
        ))}
      </Stack>
      <div ref={sentinel} aria-hidden="true" />
      {orders.historyLoading && (
        <Group justify="center">
          <Loader size="sm" aria-label={t`Loading orders`} />
        </Group>
      )}
      {failed && (
        <Stack align="center" gap="xs" role="alert">
          <Text>{t`Your orders could not be loaded.`}</Text>
          <Button variant="light" onClick={() => load(orders.history.length === 0)}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      )}
      {!orders.historyLoading && !failed && orders.history.length === 0 && (
        <Text role="status" data-testid="history-empty">
          <Trans>You have no orders yet.</Trans>
        </Text>
      )}
    </Stack>
  );
});
