import { Button, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { WalletPackage } from '../../api/types.ts';
import { useStores } from '../../stores/store-context.tsx';
import { PackageCard } from './PackageCard.tsx';
import classes from './WalletScreen.module.css';

/** The packages on offer, each leading to its own page (where it is bought). */
export function PackageList({
  packages,
  headingLevel,
}: {
  packages: readonly WalletPackage[];
  headingLevel: 2 | 3;
}) {
  const referenceId = useStores().business.referenceId ?? '';
  return (
    <Stack component="ul" gap="sm" className={classes.list}>
      {packages.map((pack) => (
        <li key={pack.id}>
          <PackageCard pack={pack} headingLevel={headingLevel}>
            <Button
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/$referenceId/wallet/$packageId"
                  params={{ referenceId, packageId: String(pack.id) }}
                />
              )}
              data-testid="open-package"
            >
              <Trans>See this package</Trans>
            </Button>
          </PackageCard>
        </li>
      ))}
    </Stack>
  );
}
