import { Alert, Group, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { FallbackBoundary } from './FallbackBoundary.tsx';
import type { QrCodeProps } from './QrCode.tsx';
import { lazyWithMessages } from '../i18n/lazy-with-messages.ts';

const QrCode = lazyWithMessages(() => import('./QrCode.tsx'));

/**
 * A QR code whose library loads when it is first shown. If its chunk cannot load (offline after
 * a new deployment) the panel says so in words instead of breaking.
 */
export function LazyQrCode(props: QrCodeProps) {
  const { t } = useLingui();
  const size = props.size ?? 280;
  return (
    <FallbackBoundary
      fallback={
        <Alert color="orange" role="alert">
          {t`The code could not be shown. Please check the connection and try again.`}
        </Alert>
      }
    >
      <Suspense
        fallback={
          <Group justify="center" w={size} h={size} maw="100%">
            <Loader aria-label={t`Loading the code`} />
          </Group>
        }
      >
        <QrCode {...props} />
      </Suspense>
    </FallbackBoundary>
  );
}
