import { Button, Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import type { OrderSellingType } from '../../domain/model.ts';
import { useLayoutMode } from '../../layouts/use-layout-mode.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Price } from '../../ui/Price.tsx';
import classes from './OrderBar.module.css';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

// The sheet (Mantine's Drawer and the cart panel) loads on the first "Review order", not at start.
const CartSheet = lazyWithMessages(() => import('./CartSheet.tsx'));

/**
 * The order along the bottom of every menu page, on every device, once the cart holds something:
 * units, running total and the one way on. A phone goes to its cart page ("View the cart"); a
 * tablet or kiosk opens the cart as a sheet over the menu ("Review order").
 */
export const OrderBar = observer(function OrderBar({ type }: { type: OrderSellingType }) {
  const { cart, business } = useStores();
  const { t } = useLingui();
  const phone = useLayoutMode() === 'phone';
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
      {phone ? (
        <Button
          size="md"
          className={classes.review}
          data-testid="review-order"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/$referenceId/$type/cart"
              params={{ referenceId: business.referenceId ?? '', type }}
            />
          )}
        >
          <Trans>View the cart</Trans>
        </Button>
      ) : (
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
      )}
      {everOpened && (
        <Suspense fallback={null}>
          <CartSheet type={type} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </aside>
  );
});
