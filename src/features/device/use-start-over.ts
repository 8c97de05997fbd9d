import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { useStores } from '../../stores/store-context.tsx';

/**
 * Ends the customer's session on this device and opens the next customer's start (a kiosk's
 * attract screen). Idle, the return after an order and the hand-off to a phone all end this way.
 */
export function useStartOver(): () => void {
  const stores = useStores();
  const navigate = useNavigate();
  const ending = useRef(false);
  return useCallback(() => {
    if (ending.current) return;
    ending.current = true;
    const referenceId = stores.business.referenceId ?? '';
    void stores.endCustomerSession().then(() => {
      ending.current = false;
      void navigate({ href: stores.device.startPath(referenceId) ?? `/${referenceId}`, replace: true });
    });
  }, [stores, navigate]);
}
