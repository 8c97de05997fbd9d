import { ActionIcon } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';

/**
 * The header's account entry on phones: a logged-in customer sees their initial in a filled circle
 * (their account and settings behind it); anyone else a person outline that leads to "Log in" and
 * back to this page.
 */
export const AccountEntry = observer(function AccountEntry() {
  const { auth, business } = useStores();
  const { t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const referenceId = business.referenceId ?? '';
  if (auth.isAuthenticated) {
    const initial = Array.from(auth.user?.name?.trim() ?? '')[0]?.toLocaleUpperCase();
    return (
      <ActionIcon
        variant="filled"
        radius="xl"
        aria-label={t`Account`}
        data-testid="header-account"
        data-state="logged-in"
        renderRoot={(props) => (
          <Link {...props} to="/$referenceId/settings" params={{ referenceId }} hash="account" />
        )}
      >
        {initial ?? <PersonIcon />}
      </ActionIcon>
    );
  }
  return (
    <ActionIcon
      variant="default"
      radius="xl"
      aria-label={t`Log in`}
      data-testid="header-account"
      data-state="guest"
      renderRoot={(props) => (
        <Link {...props} to="/$referenceId/login" params={{ referenceId }} search={{ redirect: pathname }} />
      )}
    >
      <PersonIcon />
    </ActionIcon>
  );
});

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
      <path
        d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
