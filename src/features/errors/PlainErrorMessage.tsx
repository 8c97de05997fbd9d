import { Text } from '@mantine/core';
import { errorPageTitle } from './page-errors.ts';
import { useDocumentTitle } from './use-document-title.ts';

/** Spec §8: an error meant for the customer shows its message as plain text. */
export function PlainErrorMessage({ message, shopName }: { message: string; shopName?: string | null }) {
  useDocumentTitle(errorPageTitle(shopName, false));
  return (
    <Text p="xl" ta="center" size="lg" data-testid="plain-error">
      {message}
    </Text>
  );
}
