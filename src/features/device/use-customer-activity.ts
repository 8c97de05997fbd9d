import { useEffect } from 'react';
import { useStores } from '../../stores/store-context.tsx';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Any touch, key or scroll anywhere tells the device the customer is still there. */
export function useCustomerActivity(): void {
  const { device } = useStores();
  useEffect(() => {
    const touched = () => device.touch();
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, touched, { capture: true, passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touched, { capture: true });
    };
  }, [device]);
}
