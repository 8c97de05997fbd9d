import { Button } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Price } from '../../ui/Price.tsx';
import classes from './OrderBar.module.css';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

// The sheet (Mantine's Drawer and the cart panel) loads on its first opening, not at start.
const CartSheet = lazyWithMessages(() => import('./CartSheet.tsx'));

/**
 * The order along the bottom of every menu page, on every device, once the cart holds something:
 * units, running total and the one way on, "View the cart": a phone goes to its cart page; a
 * tablet or kiosk opens the cart as a sheet over the menu.
 */
export const OrderBar = observer(function OrderBar({
  type,
  toCartPage,
}: {
  type: OrderSellingType;
  /** A phone: "View the cart" goes to the cart page instead of opening the sheet. */
  toCartPage: boolean;
}) {
  const { cart, business } = useStores();
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  if (cart.isEmpty) return null;
  const count = cart.count;
  return (
    <aside className={classes.bar} aria-label={t`Your order`} data-testid="order-bar">
      <div className={classes.summary}>
        <span className={classes.count} data-testid="order-bar-count">
          <Plural value={count} one="# item" other="# items" />
        </span>
        <Price amount={cart.totalsFor(type).total} currency={business.currency} className={classes.total} />
      </div>
      {/* "View the cart": a phone's goes to its page; a tablet's or kiosk's opens the sheet. */}
      <Button
        size={toCartPage ? 'md' : 'xl'}
        className={classes.review}
        data-testid="review-order"
        {...(toCartPage
          ? {
              renderRoot: (props) => (
                <Link
                  {...props}
                  to="/$referenceId/$type/cart"
                  params={{ referenceId: business.referenceId ?? '', type }}
                />
              ),
            }
          : {
              'aria-haspopup': 'dialog',
              onClick: () => {
                setEverOpened(true);
                setOpened(true);
              },
            })}
      >
        <Trans>View the cart</Trans>
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <CartSheet type={type} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </aside>
  );
});
