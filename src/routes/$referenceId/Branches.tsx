import { createFileRoute } from '@tanstack/react-router';
import { readConfig } from '../../app/config.ts';
import { BranchesScreen } from '../../features/branches/BranchesScreen.tsx';

const config = readConfig();

/** /{referenceId}/Branches (spec §2): every branch on a map and in a list. */
export const Route = createFileRoute('/$referenceId/Branches')({
  // The page shows its own "could not be loaded" with a retry, so a failed list is not an error here.
  loader: async ({ context: { stores } }) => {
    const branches = await stores.loadBranches();
    await branches.load();
  },
  component: BranchesRoute,
});

function BranchesRoute() {
  return <BranchesScreen tileUrl={config.tileUrl} />;
}
