import { Anchor, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LayoutChooser } from '../../layouts/LayoutChooser.tsx';
import classes from './BusinessFrame.module.css';
import { useLayoutMode } from '../../layouts/use-layout-mode.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LanguageMenu } from '../language/LanguageMenu.tsx';
import { LanguageFailedNotice } from '../language/LanguageFailedNotice.tsx';
import { OfflineBanner } from '../offline/OfflineBanner.tsx';
import { AddFeedbackProvider } from '../menu/AddFeedback.tsx';
import { OrderBar } from '../cart/OrderBar.tsx';
import { useSellingTypeInView } from '../cart/use-selling-type-in-view.ts';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import { useOutsideLinkCapture } from '../device/use-outside-link-capture.ts';
import { kioskMenuType } from '../device/kiosk-menu-type.ts';

// Kiosks and table tablets only: phones never load it.
const DeviceChrome = lazyWithMessages(() =>
  import('../device/DeviceChrome.tsx').then((module) => ({ default: module.DeviceChrome })),
);

/** The "default" layout of spec §2: the business's header around every page of the business. */
export const BusinessFrame = observer(function BusinessFrame({ children }: { children: ReactNode }) {
  const { business, device, auth } = useStores();
  const { t } = useLingui();
  const referenceId = business.referenceId ?? '';
  const loggedIn = auth.isAuthenticated;
  // Under a selling type the order is at hand in a bar along the bottom, on every device, once the
  // cart holds something (the cart and checkout pages show it themselves). A phone's item page
  // keeps the bottom for its own "Add"; a tablet's or kiosk's has room for both.
  const inView = useSellingTypeInView();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const touch = useLayoutMode() === 'touch';
  const showOrderBar =
    inView !== null &&
    !inView.onCartPage &&
    // /{referenceId}/{type}/{categoryId}/{itemId}
    (touch || pathname.split('/').length !== 5) &&
    business.business?.cart_enabled !== false &&
    !business.business?.hide_price;
  useOutsideLinkCapture(device.isManagedDevice, device.askOutsideLink);
  useEffect(() => {
    void business.recordVisit();
  }, [business, business.branchId]);
  // A layout effect runs before the pages' own effects, so an error page's title still wins.
  useLayoutEffect(() => {
    document.title = business.name;
  }, [business.name, pathname]);

  const deviceChrome = device.isManagedDevice && (
    <Suspense fallback={null}>
      <DeviceChrome />
    </Suspense>
  );
  // The kiosk's attract screen is the whole screen: no header, no order bar.
  if (device.isKiosk && pathname.split('/')[2] === 'kiosk') {
    return (
      <>
        {children}
        {deviceChrome}
      </>
    );
  }

  // The logo never ends a kiosk's session: it opens the menu its orders use (issue 30).
  const kioskMenu = device.isKiosk && kioskMenuType(business.sellingTypes);
  const header = (
    <div className={classes.header} data-header-row="">
      <Anchor
        renderRoot={(props) => (
          <Link
            {...props}
            to={kioskMenu ? '/$referenceId/$type' : '/$referenceId'}
            params={{ referenceId, type: kioskMenu || '' }}
          />
        )}
        underline="never"
        c="inherit"
        miw={0}
      >
        <div className={classes.brand}>
          {business.business?.logo && (
            <img
              src={business.business.logo}
              alt=""
              width={40}
              height={40}
              style={{ borderRadius: 8, flexShrink: 0 }}
            />
          )}
          {/* Never cut: a long name takes a second line. */}
          <Text fw={700} size="lg" className={classes.name} data-testid="business-name">
            {business.name}
          </Text>
        </div>
      </Anchor>
      <div className={classes.tools}>
        {/*
          The account entry (kiosks and table tablets serve guests only): a logged-in customer sees
          their initial in a filled circle, their account behind it; anyone else a person outline
          (a CSS mask) that leads to "Log in" and back here.
        */}
        {!device.isManagedDevice && (
          <Link
            {...(loggedIn
              ? ({ to: '/$referenceId/settings', params: { referenceId }, hash: 'account' } as const)
              : ({
                  to: '/$referenceId/login',
                  params: { referenceId },
                  search: { redirect: pathname },
                } as const))}
            className={classes.account}
            aria-label={loggedIn ? t`Account` : t`Log in`}
            data-testid="header-account"
            data-state={loggedIn ? 'logged-in' : 'guest'}
          >
            {loggedIn && auth.user?.name.trim().charAt(0).toUpperCase()}
          </Link>
        )}
        <LanguageMenu locales={business.locales} />
      </div>
    </div>
  );
  const orderBar = showOrderBar ? <OrderBar type={inView.type} toCartPage={!touch} /> : undefined;
  return (
    <LayoutChooser
      header={header}
      // A kiosk's way back and out goes in below the order bar (KioskBar, from DeviceChrome).
      bottomBar={
        device.isKiosk ? (
          <>
            {orderBar}
            <div id="kiosk-bar" />
          </>
        ) : (
          orderBar
        )
      }
    >
      <OfflineBanner />
      <LanguageFailedNotice />
      <AddFeedbackProvider>
        {children}
        {deviceChrome}
      </AddFeedbackProvider>
    </LayoutChooser>
  );
});
