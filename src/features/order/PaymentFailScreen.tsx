import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Order } from '../../api/types.ts';
import { useStores } from '../../stores/store-context.tsx';
import { EditCartButton } from '../cart/EditCartButton.tsx';

/**
 * The payment page sent the customer back: the payment failed. The cart is still there (an order
 * paid online empties it only once paid), so trying again is one tap away.
 */
export const PaymentFailScreen = observer(function PaymentFailScreen({ order }: { order: Order | null }) {
  const { orders, business, cart } = useStores();
  const referenceId = business.referenceId ?? '';
  const type = order?.selling_type ?? business.sellingTypes[0] ?? null;
  useEffect(() => {
    if (order) orders.settlePayment(order);
  }, [orders, order]);

  return (
    <Stack gap="lg" maw={720} mx="auto" data-testid="payment-fail">
      <Title order={1}>
        <Trans>The payment did not go through</Trans>
      </Title>
      <Alert color="red" role="alert">
        <Trans>
          Your card was not charged and the order was not sent. Your cart is kept, so you can try again or
          choose another way to pay.
        </Trans>
      </Alert>
      <Group>
        {type && !cart.isEmpty && (
          <Button
            data-testid="payment-retry"
            renderRoot={(props) => (
              <Link {...props} to="/$referenceId/$type/checkout" params={{ referenceId, type }} />
            )}
          >
            <Trans>Try again</Trans>
          </Button>
        )}
        {type && (
          <EditCartButton variant="light" referenceId={referenceId} type={type}>
            <Trans>View cart</Trans>
          </EditCartButton>
        )}
      </Group>
    </Stack>
  );
});
