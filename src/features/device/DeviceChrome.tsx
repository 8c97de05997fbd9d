import { useNavigate } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { deviceTextEntry } from '../../domain/device-text-entry.ts';
import { useStores } from '../../stores/store-context.tsx';
import { DeviceKeyboardHost } from './keyboard/DeviceKeyboardHost.tsx';
import { IdleGuard } from './IdleGuard.tsx';
import { KioskBar } from './KioskBar.tsx';
import { OutsideLinkGuard } from './OutsideLinkGuard.tsx';
import { StaffCorner } from './StaffCorner.tsx';
import { TableHeaderName } from './table/TableHeaderName.tsx';
import { useStartOver } from './use-start-over.ts';
import { useDeviceScreen } from './use-device-screen.ts';
import { useKioskRailFollow } from './use-kiosk-rail-follow.ts';
import { useSellingTypeInView } from '../cart/use-selling-type-in-view.ts';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import './DeviceChrome.module.css';
import './kiosk-type.css';

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
 * device): the hardening, the staff corner; on a kiosk the idle reset and its bottom bar (KioskBar:
 * the way back and out, reach mode, the return after an order); on a table tablet the table's name
 * in the header, its service rail, the order beside the menu and, once the bill was asked for, the
 * same idle reset between parties.
 */
export const DeviceChrome = observer(function DeviceChrome() {
  const stores = useStores();
  const { device, business } = stores;
  const navigate = useNavigate();
  const { i18n } = useLingui();
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

  // In a language the on-screen keyboard has no layout for, free-text fields are left out: the
  // menu's search entry hides (browsing by category), the fields themselves ask useDeviceTextEntry.
  const freeText = deviceTextEntry(device.mode, i18n.locale, 'text').offered;
  useEffect(() => {
    const root = document.documentElement;
    if (freeText) delete root.dataset.freeText;
    else root.dataset.freeText = 'off';
    return () => {
      delete root.dataset.freeText;
    };
  }, [freeText]);

  useEffect(() => {
    const root = document.documentElement;
    if (device.reachMode) root.dataset.reach = 'on';
    else delete root.dataset.reach;
  }, [device.reachMode]);

  useKioskRailFollow(device.isKiosk);

  const startOver = useStartOver();
  const inView = useSellingTypeInView();

  const { onSetup, onAttract, onOrder, paying } = useDeviceScreen();
  const billAsked = stores.tableSittingIfLoaded?.billAsked === true;
  // A table tablet's order stands beside the menu pages (where the others have the order bar).
  const orderBeside =
    device.isTableTablet &&
    !onSetup &&
    inView !== null &&
    !inView.onCartPage &&
    business.business?.cart_enabled !== false &&
    !business.business?.hide_price;
  return (
    <>
      <OutsideLinkGuard />
      <DeviceKeyboardHost />
      {!onSetup && (
        <StaffCorner
          onUnlocked={() => void navigate({ href: `/${encodeURIComponent(referenceId)}/device` })}
        />
      )}
      {/* An order waiting for its card on the terminal: the idle rule; a placed one: KioskBar's return. */}
      {device.isKiosk && !onSetup && !onAttract && (!onOrder || paying) && (
        <IdleGuard onExpired={startOver} />
      )}
      {device.isKiosk && !onSetup && !onAttract && <KioskBar />}
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
      {!onSetup && business.business?.suggestions && (
        <Suspense fallback={null}>
          <SuggestionPanel type={inView && !inView.onCartPage ? inView.type : null} />
        </Suspense>
      )}
    </>
  );
});
