import { Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { CRASH_RESET_SECONDS } from '../../domain/kiosk-session.ts';
import { useStores } from '../../stores/store-context.tsx';
import { isApiError } from '../../api/errors.ts';
import { OfflinePageScreen } from '../offline/OfflinePageScreen.tsx';

/**
 * A kiosk or table tablet never shows a browser error page or a stack. A page it could not fetch
 * for want of a network (a kiosk cut off before it kept its menu) says so, with a retry; starting
 * over could not help there. Anything else broke, so the customer's session ends after a few
 * seconds and the device reloads at its start (a full load, so whatever state broke is gone too).
 */
export interface DeviceCrashScreenProps {
  error: unknown;
  onRetry?: (() => void) | undefined;
}

export function DeviceCrashScreen({ error, onRetry }: DeviceCrashScreenProps) {
  const { business } = useStores();
  if (isApiError(error) && error.kind === 'network') {
    return <OfflinePageScreen shopName={business.name} onRetry={onRetry} />;
  }
  return <StartingOver />;
}

function StartingOver() {
  const stores = useStores();
  useEffect(() => {
    const timer = setTimeout(() => {
      const referenceId = stores.business.referenceId ?? stores.device.referenceId;
      const start = referenceId ? (stores.device.startPath(referenceId) ?? `/${referenceId}`) : '/';
      void stores.endCustomerSession().finally(() => window.location.assign(start));
    }, CRASH_RESET_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [stores]);
  return (
    <Stack align="center" justify="center" mih="60vh" p="xl" ta="center" data-testid="device-crash">
      <Title order={1}>
        <Trans>Sorry, something went wrong.</Trans>
      </Title>
      <Text size="xl">
        <Trans>This screen will start over in a moment.</Trans>
      </Text>
    </Stack>
  );
}
