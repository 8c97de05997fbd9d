import { Button, Title } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Price } from '../../ui/Price.tsx';
import classes from './OrderBar.module.css';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import { cartTotals } from '../../stores/cart-totals.ts';
import { whenIdle } from '../../app/when-idle.ts';

// The sheet (Mantine's Drawer and the cart panel) loads on its first opening, not at start.
const CartSheet = lazyWithMessages(() => import('./CartSheet.tsx'));

export interface OrderBarProps {
  type: OrderSellingType;
  /** A phone: "View the cart" goes to the cart page instead of opening the sheet. */
  toCartPage: boolean;
}

export interface OrderBarPanelProps extends OrderBarProps {
  /**
   * Along the bottom (every device but a table tablet), or beside the menu with the cart open in
   * it (`children`) and `action` as its way on (a table tablet's "Send to kitchen", TableOrderPanel).
   */
  placement?: 'bottom' | 'side';
  children?: ReactNode;
  action?: ReactNode;
}

/** The order bar itself (OrderBar.tsx shows it once the cart holds something). */
export default observer(function OrderBarPanel({
  type,
  toCartPage,
  placement = 'bottom',
  children,
  action,
}: OrderBarPanelProps) {
  const { cart, business, device } = useStores();
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const router = useRouter();
  // A phone's "View the cart" opens a lazily loaded page: its code comes while the customer still
  // browses, so the tap does not fetch and link a dozen files (bench:interactions, issue #34).
  // Only the code: the page's calls wait for the customer to open it.
  const preloadCartPage = toCartPage && placement === 'bottom';
  useEffect(() => {
    if (!preloadCartPage) return;
    const load = () =>
      void router.loadRouteChunk(router.routesById['/$referenceId/$type/cart'])?.catch(() => {});
    return whenIdle(load, { timeoutMs: 2_000, fallbackMs: 1_000 });
  }, [router, preloadCartPage]);
  const count = cart.count;
  // A table tablet keeps its order beside the menu (the device's chrome places it), not below.
  if (placement === 'bottom' && device.isTableTablet) return null;
  if (placement === 'side') {
    return (
      <aside className={classes.side} aria-label={t`Your order`} data-testid="order-bar" data-table-order="">
        <div className={classes.sideHead}>
          <Title order={2} size="h3">
            <Trans>Your order</Trans>
          </Title>
          <div className={classes.summary}>
            <span className={classes.count} data-testid="order-bar-count">
              <Plural value={count} one="# item" other="# items" />
            </span>
            <Price
              amount={cartTotals(cart, type).total}
              currency={business.currency}
              className={classes.total}
            />
          </div>
        </div>
        <div className={classes.sideBody}>{children}</div>
        {action && <div className={classes.sideFoot}>{action}</div>}
      </aside>
    );
  }
  return (
    <aside ref={setBar} className={classes.bar} aria-label={t`Your order`} data-testid="order-bar">
      <div className={classes.summary}>
        <span className={classes.count} data-testid="order-bar-count">
          <Plural value={count} one="# item" other="# items" />
        </span>
        <Price amount={cartTotals(cart, type).total} currency={business.currency} className={classes.total} />
      </div>
      {/*
        "View the cart": a phone's goes to its page; a tablet's or kiosk's opens the sheet, which
        stands on this bar, and closes it again ("Hide the cart").
      */}
      <Button
        size={toCartPage ? 'md' : 'xl'}
        // Open, the sheet's "Go to checkout" is the one filled button on the screen.
        variant={opened ? 'default' : 'filled'}
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
              'aria-expanded': opened,
              onClick: () => {
                setEverOpened(true);
                setOpened(!opened);
              },
            })}
      >
        {opened ? <Trans>Hide the cart</Trans> : <Trans>View the cart</Trans>}
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <CartSheet type={type} opened={opened} onClose={() => setOpened(false)} bar={bar} />
        </Suspense>
      )}
    </aside>
  );
});
