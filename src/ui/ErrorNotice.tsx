import { Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiErrorKind } from '../api/errors.ts';
import { Notice } from './Notice.tsx';

/** What the notice reads from an error: an ApiError fits, and so does a plain object a store kept. */
export interface NoticeableError {
  kind: ApiErrorKind;
  serverMessage?: string | null;
}

export interface ErrorNoticeProps {
  /** An ApiError (or its kind and message); anything else shows the generic message. */
  error: unknown;
  /** Shows a "Try again" button that calls this. */
  onRetry?: () => void;
  title?: string;
}

const KINDS: readonly ApiErrorKind[] = ['network', 'timeout', 'http', 'server-message'];

function asNoticeable(error: unknown): NoticeableError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { kind, serverMessage } = error as { kind?: unknown; serverMessage?: unknown };
  if (!KINDS.includes(kind as ApiErrorKind)) return null;
  return {
    kind: kind as ApiErrorKind,
    serverMessage: typeof serverMessage === 'string' ? serverMessage : null,
  };
}

/** A failed call, said in the visitor's language, with a way to try again */
export function ErrorNotice({ error, onRetry, title }: ErrorNoticeProps) {
  const { t } = useLingui();
  const notice = asNoticeable(error);
  const serverMessage = notice?.serverMessage?.trim();
  let message: string;
  switch (notice?.kind) {
    case 'network':
      message = t`You seem to be offline. Check your connection and try again.`;
      break;
    case 'timeout':
      message = t`The server took too long to answer. Please try again.`;
      break;
    case 'server-message':
      // The server wrote this message for customers (spec §8), in the language we asked for.
      message = serverMessage || t`Something went wrong. Please try again later.`;
      break;
    default:
      message = t`Something went wrong. Please try again later.`;
  }
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
