import { Anchor, Group } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';
import classes from './InfoLinks.module.css';

/** The business home's footer: the pages about the business rather than its menu. */
export const InfoLinks = observer(function InfoLinks() {
  const { business } = useStores();
  const { t } = useLingui();
  const referenceId = business.referenceId ?? '';
  const hasPolicies = (business.business?.policies.length ?? 0) > 0;
  return (
    <Group component="nav" aria-label={t`About`} gap="lg" py="xs" data-testid="info-links">
      <Anchor
        className={classes.link}
        renderRoot={(props) => <Link {...props} to="/$referenceId/Branches" params={{ referenceId }} />}
        data-testid="info-link-branches"
      >
        <Trans>Branches</Trans>
      </Anchor>
      {hasPolicies && (
        <Anchor
          className={classes.link}
          renderRoot={(props) => <Link {...props} to="/$referenceId/Policies" params={{ referenceId }} />}
          data-testid="info-link-policies"
        >
          <Trans>Policies</Trans>
        </Anchor>
      )}
      <Anchor
        className={classes.link}
        renderRoot={(props) => <Link {...props} to="/$referenceId/Feedback" params={{ referenceId }} />}
        data-testid="info-link-feedback"
      >
        <Trans>Feedback</Trans>
      </Anchor>
      <Anchor
        className={classes.link}
        renderRoot={(props) => <Link {...props} to="/$referenceId/settings" params={{ referenceId }} />}
        data-testid="info-link-settings"
      >
        <Trans>Settings</Trans>
      </Anchor>
    </Group>
  );
});
