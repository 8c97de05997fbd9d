import { Title } from '@mantine/core';
import { errorPageTitle } from './page-errors.ts';
import { useDocumentTitle } from './use-document-title.ts';

/** Spec §8: an error meant for the customer shows its message as plain text. */
export function PlainErrorMessage({ message, shopName }: { message: string; shopName?: string | null }) {
  useDocumentTitle(errorPageTitle(shopName, false));
  return (
    <Title order={1} size="h3" fw={500} p="xl" ta="center" data-testid="plain-error">
      {message}
    </Title>
  );
}
