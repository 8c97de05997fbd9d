import { Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { failedCallText } from './failed-call-text.ts';
import { Notice } from './Notice.tsx';

export interface ErrorNoticeProps {
  /** An ApiError (or its kind and message); anything else shows the generic message. */
  error: unknown;
  /** Shows a "Try again" button that calls this. */
  onRetry?: () => void;
  title?: string;
}

/** A failed call, said in the visitor's language, with a way to try again */
export function ErrorNotice({ error, onRetry, title }: ErrorNoticeProps) {
  const { i18n } = useLingui();
  const message = failedCallText(error, i18n);
  return (
    <Notice color="red" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button variant="light" color="red" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Stack>
    </Notice>
  );
}
