import { Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { isApiError } from '../../api/errors.ts';
import { failedCallText } from '../../ui/failed-call-text.ts';
import { FirstLoadButton } from '../../ui/FirstLoadButton.tsx';
import { errorPageTitle } from './page-errors.ts';
import { useDocumentTitle } from './use-document-title.ts';
import classes from './ErrorScreen.module.css';

interface ServerErrorScreenProps {
  error: unknown;
  shopName?: string | null;
  onRetry?: () => void;
}

/**
 * The error under the 500 (spec §8): a failed call in the customer's words, or an HTTP failure's
 * status alone (its body may be a stack trace); anything else, a crash of our own, as it was thrown.
 */
function errorDetail(error: unknown, i18n: I18n): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  if (error.kind === 'http') return `HTTP ${error.status}`;
  return failedCallText(error, i18n);
}

export function ServerErrorScreen({ error, shopName, onRetry }: ServerErrorScreenProps) {
  const { i18n } = useLingui();
  useDocumentTitle(errorPageTitle(shopName, false));
  const detail = errorDetail(error, i18n);
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
