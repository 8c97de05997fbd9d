import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's own idea of the network: false once the device has no connection at all. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Whether the device is online, and, once the connection comes back after it was lost, `retry`
 * called: a page that could not load offline opens by itself (an unattended kiosk recovers alone).
 * Called from the render that sees the connection back, not from an "online" listener of its own:
 * that render removes such a listener within the same event, before its turn comes.
 */
export function useOnlineRetry(retry: (() => void) | undefined): boolean {
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      retry?.();
    }
  }, [online, retry]);
  return online;
}
