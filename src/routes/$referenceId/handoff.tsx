import { createFileRoute, useLocation } from '@tanstack/react-router';
import { handoffCodeFromFragment } from '../../domain/cart-handoff.ts';
import { HandoffScreen } from '../../features/device/HandoffScreen.tsx';

/**
 * /{referenceId}/handoff#c=…: a kiosk's cart continued on a phone. The cart rides in the fragment,
 * which browsers never send to a server, so it reaches no request or server log.
 */
export const Route = createFileRoute('/$referenceId/handoff')({
  component: HandoffRoute,
});

function HandoffRoute() {
  const hash = useLocation({ select: (location) => location.hash });
  return <HandoffScreen code={handoffCodeFromFragment(hash)} ledger={window.localStorage} />;
}
