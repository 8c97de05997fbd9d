import { useNavigate } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStores } from '../../stores/store-context.tsx';
import { kioskMenuType } from './kiosk-menu-type.ts';
import { kioskBackPath } from './kiosk-paths.ts';
import { KioskNav } from './KioskNav.tsx';
import { OrderDoneReturn } from './OrderDoneReturn.tsx';
import { useDeviceScreen } from './use-device-screen.ts';
import { useStartOver } from './use-start-over.ts';

/**
 * The bottom edge of every kiosk screen after the attract screen, below the order bar (in the place
 * BusinessFrame keeps for it, so the shell's first load carries none of it): the way back and out
 * (KioskNav); on a placed order, the return to the next customer's start instead. Nothing floats
 * over the page.
 */
export const KioskBar = observer(function KioskBar() {
  const { business } = useStores();
  const navigate = useNavigate();
  const startOver = useStartOver();
  const { pathname, onOrder, paying } = useDeviceScreen();
  const [place, setPlace] = useState<HTMLElement | null>(null);
  useEffect(() => setPlace(document.getElementById('kiosk-bar')), [pathname]);
  // A card payment under way is never wiped: its own screen offers cancel and the counter.
  if (!place || paying) return null;
  const back = kioskBackPath(pathname, kioskMenuType(business.sellingTypes));
  return createPortal(
    onOrder ? (
      <OrderDoneReturn onDone={startOver} />
    ) : (
      <KioskNav onBack={back ? () => void navigate({ href: back }) : null} />
    ),
    place,
  );
});
