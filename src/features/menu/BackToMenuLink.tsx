import { Anchor } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import classes from './BackToMenuLink.module.css';

/**
 * "Back to the menu", at the top of a page opened from the menu (a category's page, search): on a
 * table tablet or a kiosk there is no browser back button, so the way back is on the page.
 */
export const BackToMenuLink = observer(function BackToMenuLink({
  sellingType,
}: {
  sellingType: OrderSellingType;
}) {
  const { business } = useStores();
  return (
    <Anchor
      className={classes.back}
      data-testid="back-to-menu"
      renderRoot={(props) => (
        <Link
          {...props}
          to="/$referenceId/$type"
          params={{ referenceId: business.referenceId ?? '', type: sellingType }}
        />
      )}
    >
      <Trans>Back to the menu</Trans>
    </Anchor>
  );
});
