import { Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FirstLoadButton } from '../../ui/FirstLoadButton.tsx';
import { errorPageTitle } from './page-errors.ts';
import { useDocumentTitle } from './use-document-title.ts';
import classes from './ErrorScreen.module.css';

interface NotFoundScreenProps {
  shopName?: string | null;
  /** Where "back" leads: the business's home when known, else the landing page. */
  homePath?: string;
}

export function NotFoundScreen({ shopName, homePath = '/' }: NotFoundScreenProps) {
  useDocumentTitle(errorPageTitle(shopName, true));
  return (
    <div className={classes.screen} data-testid="not-found">
      <Title order={1}>404</Title>
      <Text size="lg">
        <Trans>We could not find this page.</Trans>
      </Text>
      <FirstLoadButton renderRoot={(props) => <Link {...props} to={homePath} />}>
        <Trans>Back to the start</Trans>
      </FirstLoadButton>
    </div>
  );
}
