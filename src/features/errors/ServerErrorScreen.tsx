import { Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { FirstLoadButton } from '../../ui/FirstLoadButton.tsx';
import { errorPageTitle } from './page-errors.ts';
import { useDocumentTitle } from './use-document-title.ts';
import classes from './ErrorScreen.module.css';

interface ServerErrorScreenProps {
  error: unknown;
  shopName?: string | null;
  onRetry?: () => void;
}

export function ServerErrorScreen({ error, shopName, onRetry }: ServerErrorScreenProps) {
  useDocumentTitle(errorPageTitle(shopName, false));
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div className={classes.screen} data-testid="server-error">
      <Title order={1}>500</Title>
      <Text size="lg">
        <Trans>Something went wrong on our side.</Trans>
      </Text>
      {detail && <pre className={classes.detail}>{detail}</pre>}
      {onRetry && (
        <FirstLoadButton onClick={onRetry}>
          <Trans>Try again</Trans>
        </FirstLoadButton>
      )}
    </div>
  );
}
