import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { authGuard } from '../../app/guards.ts';
import { safeReturnPath } from '../../domain/outside-url.ts';
import { ProfileScreen } from '../../features/account/ProfileScreen.tsx';

interface ProfileSearch {
  /** Where the check-profile guard found the customer; they go back there once the profile is saved. */
  redirect?: string;
}

/** /{referenceId}/profile: the customer's profile (login required). */
export const Route = createFileRoute('/$referenceId/profile')({
  validateSearch: (search: Record<string, unknown>): ProfileSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: ({ context, params, location }) => authGuard(context, params.referenceId, location.href),
  loader: async ({ context }) => {
    await context.stores.loadSignIn();
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { referenceId } = Route.useParams();
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const home = `/${referenceId}`;
  return (
    <ProfileScreen
      onCompleted={
        redirect === undefined
          ? undefined
          : () => void navigate({ href: safeReturnPath(redirect, home), replace: true })
      }
      onLoggedOut={() => void navigate({ href: home, replace: true })}
    />
  );
}
