import { Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { isApiError } from '../../api/errors.ts';
import { failedCallText } from '../../ui/failed-call-text.ts';
import { useOnlineRetry } from '../offline/use-online.ts';
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
  // Without a connection the page failed for want of it, whatever the error (a call, or the
  // page's code not fetched): said so, never as our failure, and opened again once it is back.
  const online = useOnlineRetry(onRetry);
  const detail = online && errorDetail(error, i18n);
  return (
    <div
      className={classes.screen}
      data-testid={online ? 'server-error' : 'page-offline'}
      data-offline-page={online ? undefined : ''}
    >
      <Title order={1}>{online ? '500' : <Trans>You are offline</Trans>}</Title>
      <Text size="lg">
        {online ? (
          <Trans>Something went wrong on our side.</Trans>
        ) : (
          failedCallText({ kind: 'network' }, i18n)
        )}
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
