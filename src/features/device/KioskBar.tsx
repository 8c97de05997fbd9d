import { useNavigate } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../stores/store-context.tsx';
import { kioskBackPath, kioskMenuType } from './kiosk-paths.ts';
import { KioskNav } from './KioskNav.tsx';
import { OrderDoneReturn } from './OrderDoneReturn.tsx';
import { useDeviceScreen } from './use-device-screen.ts';
import { useStartOver } from './use-start-over.ts';
import classes from './KioskBar.module.css';

/**
 * The bottom edge of every kiosk screen after the attract screen (BusinessFrame's bottom bar on a
 * kiosk): the order bar when the cart holds something, then the way back and out (KioskNav); on a
 * placed order, the return to the next customer's start instead. Nothing floats over the page.
 */
export default observer(function KioskBar({ children }: { children?: ReactNode }) {
  const { business } = useStores();
  const navigate = useNavigate();
  const startOver = useStartOver();
  const { pathname, onOrder, paying } = useDeviceScreen();
  const back = kioskBackPath(pathname, kioskMenuType(business.sellingTypes));
  if (onOrder && !paying) {
    return (
      <div className={classes.bar} data-testid="kiosk-bar">
        <OrderDoneReturn onDone={startOver} />
      </div>
    );
  }
  // A card payment under way is never wiped: its own screen offers cancel and the counter.
  if (paying) return null;
  return (
    <div className={classes.bar} data-testid="kiosk-bar">
      {children}
      <KioskNav onBack={back ? () => void navigate({ href: back }) : null} />
    </div>
  );
});
