import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import { Radio, Stack, Switch, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { PaymentMethod } from '../../api/types.ts';
import { formatMoney } from '../../domain/money.ts';
import type { CartStore } from '../../stores/cart-store.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useLocalized } from '../cart/use-localized.ts';
import { isolate } from '../../ui/bidi-isolate.ts';

/** How to pay: one of the offered methods, and the wallet for logged-in customers who have one. */
export const PaymentSection = observer(function PaymentSection({
  methods,
  cart: givenCart,
  walletPaysAll = false,
}: {
  methods: readonly PaymentMethod[];
  /** Where the choice is kept: the cart unless given (the reservation's pre-order cart). */
  cart?: CartStore;
  /** The wallet covers the whole total: no other method is asked for. */
  walletPaysAll?: boolean;
}) {
  const stores = useStores();
  const { auth, wallet, business } = stores;
  const cart = givenCart ?? stores.cart;
  const { t, i18n } = useLingui();
  const text = useLocalized();
  const walletOffered =
    auth.isAuthenticated && wallet.entryVisible && wallet.state === 'fetched' && wallet.total > 0;
  const paidByWallet = walletOffered && auth.useWallet && walletPaysAll;
  const balance = isolate(formatMoney(wallet.total, business.currency, i18n.locale || 'en'));

  return (
    <Stack gap="sm" component="section" aria-labelledby="payment-title">
      <Title order={2} size="h3" id="payment-title">
        <Trans>Payment</Trans>
      </Title>
      {paidByWallet && (
        <Text data-testid="wallet-pays-all">
          <Trans>Your wallet pays the whole order; nothing else to pay.</Trans>
        </Text>
      )}
      {methods.length > 0 && !paidByWallet && (
        <Radio.Group
          label={t`Payment method`}
          value={String(cart.payment_type)}
          onChange={(value) => cart.setPaymentType(Number(value))}
          data-testid="payment-methods"
        >
          <Stack gap="sm" mt="xs">
            {methods.map((method) => (
              <Radio
                key={method.payment_type}
                value={String(method.payment_type)}
                label={text(method.name)}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {walletOffered && (
        <Switch
          checked={auth.useWallet}
          onChange={(event) => auth.setUseWallet(event.currentTarget.checked)}
          label={t`Pay with my wallet (balance ${balance})`}
          data-testid="use-wallet"
          data-amount={wallet.total}
        />
      )}
    </Stack>
  );
});
