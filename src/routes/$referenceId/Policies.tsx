import { createFileRoute } from '@tanstack/react-router';
import { PoliciesScreen } from '../../features/info/PoliciesScreen.tsx';

/** /{referenceId}/Policies (spec §2): the business's policies, already in the business reply. */
export const Route = createFileRoute('/$referenceId/Policies')({
  component: PoliciesScreen,
});
