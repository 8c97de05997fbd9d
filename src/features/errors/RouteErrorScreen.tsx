import { MessageError } from '../../stores/message-error.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import type { DeviceCrashScreenProps } from '../device/DeviceCrashScreen.tsx';

/** If even the crash screen's code cannot load (no network), the device reloads itself. */
function ReloadSoon(): ReactNode {
  useEffect(() => {
    const timer = setTimeout(() => window.location.reload(), 8000);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

// Kiosks and table tablets only: phones never load it.
const DeviceCrashScreen = lazyWithMessages<ComponentType<DeviceCrashScreenProps>>(() =>
  import('../device/DeviceCrashScreen.tsx').then(
    (module) => ({ default: module.DeviceCrashScreen }),
    () => ({ default: ReloadSoon }),
  ),
);
import { PlainErrorMessage } from './PlainErrorMessage.tsx';
import { ServerErrorScreen } from './ServerErrorScreen.tsx';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

interface RouteErrorScreenProps {
  error: unknown;
  shopName?: string | null;
  onRetry?: () => void;
}

/** Spec §2/§8: a message meant for the customer shows as plain text; anything else is a 500. */
export function RouteErrorScreen({ error, shopName, onRetry }: RouteErrorScreenProps) {
  const { device } = useStores();
  // A kiosk or table tablet: a friendly screen that resets by itself, never a 500 with details.
  // (A page it could not fetch offline says so there, with a retry: src/features/offline.)
  if (device.isManagedDevice && !(error instanceof MessageError)) {
    return (
      <Suspense fallback={null}>
        <DeviceCrashScreen error={error} onRetry={onRetry} />
      </Suspense>
    );
  }
  if (error instanceof MessageError) return <PlainErrorMessage message={error.message} shopName={shopName} />;
  return <ServerErrorScreen error={error} shopName={shopName} onRetry={onRetry} />;
}
