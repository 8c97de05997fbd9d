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

export interface OrderBarProps {
  type: OrderSellingType;
  /** A phone: "View the cart" goes to the cart page instead of opening the sheet. */
  toCartPage: boolean;
}

/** The order bar itself (OrderBar.tsx shows it once the cart holds something). */
export default observer(function OrderBarPanel({ type, toCartPage }: OrderBarProps) {
  const { cart, business } = useStores();
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
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
