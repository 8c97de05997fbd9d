import { Anchor, Group, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { LayoutChooser } from '../../layouts/LayoutChooser.tsx';
import { useLayoutMode } from '../../layouts/use-layout-mode.ts';
import { useStores } from '../../stores/store-context.tsx';
import { LanguageMenu } from '../language/LanguageMenu.tsx';
import { LanguageFailedNotice } from '../language/LanguageFailedNotice.tsx';
import { OfflineBanner } from '../offline/OfflineBanner.tsx';
import { CartButton } from '../cart/CartButton.tsx';
import { OrderBar } from '../cart/OrderBar.tsx';
import { useSellingTypeInView } from '../cart/use-selling-type-in-view.ts';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';
import { useOutsideLinkCapture } from '../device/use-outside-link-capture.ts';

// Kiosks and table tablets only: phones never load it.
const DeviceChrome = lazyWithMessages(() =>
  import('../device/DeviceChrome.tsx').then((module) => ({ default: module.DeviceChrome })),
);

/** The "default" layout of spec §2: the business's header around every page of the business. */
export const BusinessFrame = observer(function BusinessFrame({ children }: { children: ReactNode }) {
  const { business, device } = useStores();
  // Under a selling type the cart is always at hand: a header button on phones, a bar along
  // the bottom on touch screens (the cart and checkout pages show it themselves).
  const inView = useSellingTypeInView();
  const touch = useLayoutMode() === 'touch';
  const showCart =
    inView !== null &&
    !inView.onCartPage &&
    business.business?.cart_enabled !== false &&
    !business.business?.hide_price;
  useOutsideLinkCapture(device.isManagedDevice, device.askOutsideLink);
  useEffect(() => {
    void business.recordVisit();
  }, [business, business.branchId]);
  // A layout effect runs before the pages' own effects, so an error page's title still wins.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
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

  const header = (
    <Group justify="space-between" wrap="nowrap">
      <Anchor
        renderRoot={(props) => (
          <Link {...props} to="/$referenceId" params={{ referenceId: business.referenceId ?? '' }} />
        )}
        underline="never"
        c="inherit"
        miw={0}
      >
        <Group gap="sm" wrap="nowrap" miw={0}>
          {business.business?.logo && (
            <img
              src={business.business.logo}
              alt=""
              width={40}
              height={40}
              style={{ borderRadius: 8, flexShrink: 0 }}
            />
          )}
          {/* A long name gives way to the cart and language controls, never the other way round. */}
          <Text fw={700} size="lg" truncate="end" data-testid="business-name">
            {business.name}
          </Text>
        </Group>
      </Anchor>
      <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
        {showCart && !touch && <CartButton type={inView.type} />}
        <LanguageMenu locales={business.locales} />
      </Group>
    </Group>
  );
  return (
    <LayoutChooser
      header={header}
      bottomBar={showCart && touch ? <OrderBar type={inView.type} /> : undefined}
    >
      <OfflineBanner />
      <LanguageFailedNotice />
      {children}
      {deviceChrome}
    </LayoutChooser>
  );
});
