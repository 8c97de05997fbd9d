import { Button, Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Price } from '../../ui/Price.tsx';
import classes from './OrderBar.module.css';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

// The sheet (Mantine's Drawer and the cart panel) loads on the first "Review order", not at start.
const CartSheet = lazyWithMessages(() => import('./CartSheet.tsx'));

/**
 * The order along the bottom of a tablet or kiosk: units, running total and one large
 * "Review order" that opens the cart as a sheet. Shown once the cart holds something.
 */
export const OrderBar = observer(function OrderBar({ type }: { type: OrderSellingType }) {
  const { cart, business } = useStores();
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  if (cart.isEmpty) return null;
  const count = cart.count;
  return (
    <aside className={classes.bar} aria-label={t`Your order`} data-testid="order-bar">
      <div className={classes.summary}>
        <Text component="span" className={classes.count} data-testid="order-bar-count">
          <Plural value={count} one="# item" other="# items" />
        </Text>
        <Price amount={cart.totalsFor(type).total} currency={business.currency} className={classes.total} />
      </div>
      <Button
        size="xl"
        className={classes.review}
        data-testid="review-order"
        aria-haspopup="dialog"
        onClick={() => {
          setEverOpened(true);
          setOpened(true);
        }}
      >
        <Trans>Review order</Trans>
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <CartSheet type={type} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </aside>
  );
});
