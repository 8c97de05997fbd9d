import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guestGuard } from '../../app/guards.ts';
import { safeReturnPath } from '../../domain/outside-url.ts';
import { LoginScreen } from '../../features/account/LoginScreen.tsx';

interface LoginSearch {
  redirect?: string;
}

export const Route = createFileRoute('/$referenceId/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: ({ context, params, search }) => guestGuard(context, params.referenceId, search.redirect),
  loader: async ({ context }) => {
    await context.stores.loadSignIn();
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { referenceId } = Route.useParams();
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <LoginScreen
      onLoggedIn={() => void navigate({ href: safeReturnPath(redirect, `/${referenceId}`), replace: true })}
    />
  );
}
