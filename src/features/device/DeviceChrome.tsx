import { useNavigate, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useStores } from '../../stores/store-context.tsx';
import { IdleGuard } from './IdleGuard.tsx';
import { OrderDoneReturn } from './OrderDoneReturn.tsx';
import { OutsideLinkGuard } from './OutsideLinkGuard.tsx';
import { ReachModeButton } from './ReachModeButton.tsx';
import { StaffCorner } from './StaffCorner.tsx';
import { TableHeaderName } from './table/TableHeaderName.tsx';
import { useStartOver } from './use-start-over.ts';
import { useSellingTypeInView } from '../cart/use-selling-type-in-view.ts';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import './DeviceChrome.module.css';

// What goes with an item just added, offered once after "Add" on the menu pages (issue 33).
const SuggestionPanel = lazyWithMessages(() => import('../suggestions/SuggestionPanel.tsx'));
// A table tablet's rail (with the time formatting) and its order beside the menu (with the
// checkout's order path) load apart: the chrome itself, which marks the device, stays light.
const TableServiceRail = lazyWithMessages(() =>
  import('./table/TableServiceRail.tsx').then((module) => ({ default: module.TableServiceRail })),
);
const TableOrderPanel = lazyWithMessages(() =>
  import('./table/TableOrderPanel.tsx').then((module) => ({ default: module.TableOrderPanel })),
);

/**
 * What a kiosk or table tablet adds around every screen of its business (loaded only on such a
 * device): the hardening, the staff corner; on a kiosk the idle reset, the return after an
 * order and reach mode; on a table tablet the table's name in the header, its service rail, the
 * order beside the menu and, once the bill was asked for, the same idle reset between parties.
 */
export const DeviceChrome = observer(function DeviceChrome() {
  const stores = useStores();
  const { device, business } = stores;
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const section = pathname.split('/').filter(Boolean)[1];
  const referenceId = business.referenceId ?? '';

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.device = device.mode;
    const noMenu = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement))
        event.preventDefault();
    };
    document.addEventListener('contextmenu', noMenu);
    return () => {
      delete root.dataset.device;
      document.removeEventListener('contextmenu', noMenu);
    };
  }, [device.mode]);

  useEffect(() => {
    const root = document.documentElement;
    if (device.reachMode) root.dataset.reach = 'on';
    else delete root.dataset.reach;
  }, [device.reachMode]);

  const startOver = useStartOver();
  const inView = useSellingTypeInView();

  const onSetup = section === 'device';
  const onAttract = section === 'kiosk';
  const onOrder = section === 'order';
  const billAsked = stores.tableSittingIfLoaded?.billAsked === true;
  // A table tablet's order stands beside the menu pages (where the others have the order bar).
  const orderBeside =
    device.isTableTablet &&
    !onSetup &&
    inView !== null &&
    !inView.onCartPage &&
    business.business?.cart_enabled !== false &&
    !business.business?.hide_price;
  // An order waiting for its card on the terminal: the kiosk's idle rule, not the order-done return.
  const terminal = stores.ordersIfLoaded?.terminalPaymentIfLoaded;
  const paying = onOrder && terminal?.orderId != null && terminal.holds(terminal.orderId);
  return (
    <>
      <OutsideLinkGuard />
      {!onSetup && (
        <StaffCorner
          onUnlocked={() => void navigate({ href: `/${encodeURIComponent(referenceId)}/device` })}
        />
      )}
      {device.isKiosk && !onSetup && !onAttract && (!onOrder || paying) && (
        <IdleGuard onExpired={startOver} />
      )}
      {device.isKiosk && onOrder && !paying && <OrderDoneReturn onDone={startOver} />}
      {device.isTableTablet && !onSetup && (
        <>
          <TableHeaderName />
          <Suspense fallback={null}>
            <TableServiceRail />
          </Suspense>
        </>
      )}
      {orderBeside && (
        <Suspense fallback={null}>
          <TableOrderPanel type={inView.type} />
        </Suspense>
      )}
      {device.isTableTablet && !onSetup && billAsked && <IdleGuard onExpired={startOver} />}
      {/* The order page's own bar (tap anywhere to finish) takes the bottom edge there. */}
      {device.isKiosk && !onSetup && !onAttract && !onOrder && <ReachModeButton />}
      {!onSetup && business.business?.suggestions && (
        <Suspense fallback={null}>
          <SuggestionPanel type={inView && !inView.onCartPage ? inView.type : null} />
        </Suspense>
      )}
    </>
  );
});
