import { Anchor, Button, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../../stores/store-context.tsx';

type AccountPath =
  | '/$referenceId/profile'
  | '/$referenceId/locations'
  | '/$referenceId/orders/history'
  | '/$referenceId/wallet/home'
  | '/$referenceId/reservation/history';

/** The customer's own pages and logout, or a way to log in. */
export const AccountSection = observer(function AccountSection() {
  const stores = useStores();
  const { auth, business, reservationOffer } = stores;
  const navigate = useNavigate();
  const referenceId = business.referenceId ?? '';
  if (!auth.isAuthenticated) {
    return (
      <Stack gap="sm" align="flex-start">
        <Button
          renderRoot={(props) => (
            <Link
              {...props}
              to="/$referenceId/login"
              params={{ referenceId }}
              search={{ redirect: `/${referenceId}/settings#account` }}
            />
          )}
          data-testid="settings-login"
        >
          <Trans>Log in</Trans>
        </Button>
      </Stack>
    );
  }
  const link = (to: AccountPath, label: ReactNode) => (
    <Anchor renderRoot={(props) => <Link {...props} to={to} params={{ referenceId }} />} py={6}>
      {label}
    </Anchor>
  );
  return (
    <Stack gap={4} align="flex-start">
      {link('/$referenceId/profile', <Trans>My profile</Trans>)}
      {link('/$referenceId/locations', <Trans>My addresses</Trans>)}
      {link('/$referenceId/orders/history', <Trans>My orders</Trans>)}
      {stores.walletIfLoaded?.entryVisible && link('/$referenceId/wallet/home', <Trans>My wallet</Trans>)}
      {reservationOffer.enabled && link('/$referenceId/reservation/history', <Trans>My reservations</Trans>)}
      <Button
        mt="sm"
        variant="default"
        onClick={() => {
          auth.logout();
          void navigate({ to: '/$referenceId', params: { referenceId } });
        }}
        data-testid="settings-logout"
      >
        <Trans>Log out</Trans>
      </Button>
    </Stack>
  );
});
