import { Button, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { errorPageTitle } from '../errors/page-errors.ts';
import { useDocumentTitle } from '../errors/use-document-title.ts';
import { useOnlineRetry } from './use-online.ts';

/**
 * A page (the business and its menu, most often) that could not be fetched for want of a network
 * and that no worker had kept: said as it is, with a retry, never as a crash. The page is fetched
 * again by itself when the connection comes back, so an unattended kiosk recovers alone.
 */
interface OfflinePageScreenProps {
  shopName?: string | null | undefined;
  onRetry?: (() => void) | undefined;
}

export function OfflinePageScreen({ shopName, onRetry }: OfflinePageScreenProps) {
  useDocumentTitle(errorPageTitle(shopName, false));
  useOnlineRetry(onRetry);
  return (
    // Shown on kiosks and table tablets: the whole screen, in the middle, read from a step away.
    <Stack
      align="center"
      justify="center"
      gap="xl"
      p="xl"
      mih="100dvh"
      ta="center"
      data-testid="page-offline"
      data-offline-page=""
    >
      <Title order={1}>
        <Trans>You are offline</Trans>
      </Title>
      <Text size="xl" maw="36rem">
        <Trans>
          This page cannot be loaded without a connection. It opens by itself once the connection is back.
        </Trans>
      </Text>
      {onRetry && (
        <Button size="xl" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </Stack>
  );
}
