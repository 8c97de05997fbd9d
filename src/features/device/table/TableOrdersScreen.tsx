import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ORDER_POLL_INTERVAL_MS } from '../../../stores/orders-store.ts';
import { useStores } from '../../../stores/store-context.tsx';
import { Price } from '../../../ui/Price.tsx';
import { ORDER_STATUS_LABEL } from '../../account/order-labels.ts';
import { useLocalized } from '../../cart/use-localized.ts';
import { SittingTotalLine } from './TableSittingTotal.tsx';

/**
 * What the party at this table ordered in this sitting, newest first, each with its dishes and
 * its status now, the running total they will be asked to pay (cancelled orders are not owed),
 * and the way back to the menu.
 */
export const TableOrdersScreen = observer(function TableOrdersScreen() {
  const { tableSitting: sitting, business } = useStores();
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const referenceId = business.referenceId ?? '';
  const toMenu = (props: Record<string, unknown>) => (
    <Link {...props} to="/$referenceId/$type" params={{ referenceId, type: 'dine_in' }} />
  );
  const currency = business.currency;
  const orders = sitting.orders ?? [];

  // The kitchen moves the orders on: their statuses are read again while the list is open.
  useEffect(() => {
    const timer = setInterval(() => void sitting.loadOrders(), ORDER_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [sitting]);

  return (
    <Stack gap="md" maw={760} data-testid="table-orders">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1}>{t`This table's orders`}</Title>
        <Button size="lg" variant="default" renderRoot={toMenu} data-testid="table-orders-back">
          {t`Back to the menu`}
        </Button>
      </Group>
      {sitting.ordersFailed && (
        <Alert color="red" role="alert" data-testid="table-orders-failed">
          <Stack gap="sm" align="flex-start">
            <Text inherit>{t`Some of this table's orders could not be loaded.`}</Text>
            <Button
              variant="default"
              onClick={() => void sitting.loadOrders()}
              loading={sitting.ordersLoading}
            >
              {t`Try again`}
            </Button>
          </Stack>
        </Alert>
      )}
      {orders.length === 0 && !sitting.ordersFailed ? (
        <Stack gap="md" align="flex-start">
          <Text size="lg">{t`Nothing has been ordered at this table yet.`}</Text>
          <Button size="lg" renderRoot={toMenu}>
            {t`See the menu`}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {orders.map((order) => (
            <Paper key={order.id} component="li" withBorder p="md" data-testid="table-order">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="sm">
                  <Text fw={700} size="lg">
                    {t`Order ${order.number}`}
                  </Text>
                  <Badge size="lg" variant="light" color="dark" data-testid="table-order-status">
                    {i18n._(ORDER_STATUS_LABEL[order.status])}
                  </Badge>
                </Group>
                <Price amount={order.amounts.total} currency={currency} size="lg" />
              </Group>
              <Stack
                component="ul"
                gap={2}
                mt="xs"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t`Dishes of order ${order.number}`}
              >
                {order.order_lines.map((line, index) => (
                  <Group
                    key={index}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    data-testid="table-order-line"
                  >
                    <Text>
                      {i18n.number(line.quantity)} × {text(line.name)}
                    </Text>
                    <Price amount={line.total_price} currency={currency} />
                  </Group>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <Paper withBorder p="md">
        <SittingTotalLine
          amount={sitting.runningTotal}
          currency={currency}
          amountTestId="table-running-total"
        />
      </Paper>
    </Stack>
  );
});
