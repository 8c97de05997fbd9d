import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { WalletPackage } from '../../api/types.ts';
import { packageBonus } from '../../domain/wallet.ts';
import { useLocalized } from '../cart/use-localized.ts';
import { useWalletFormat } from './use-wallet-format.ts';

/** A package's terms: price, credit received, the bonus as such, validity and conditions. */
export function PackageCard({
  pack,
  headingLevel = 3,
  children,
}: {
  pack: WalletPackage;
  headingLevel?: 1 | 2 | 3;
  /** The card's action (a link to the package, or the Buy button). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const text = useLocalized();
  const { money } = useWalletFormat();
  const bonus = packageBonus(pack);
  const price = money(pack.price);
  const credit = money(pack.credit);
  const bonusText = money(bonus);
  const days = pack.validity_days;
  const conditions = text(pack.description);
  return (
    <Card withBorder padding="md" data-testid="wallet-package" data-package-id={pack.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={headingLevel} size="h3">
            {text(pack.name)}
          </Title>
          {bonus > 0 && (
            <Text fw={700} data-testid="package-bonus" data-amount={bonus}>
              {t`Bonus ${bonusText}`}
            </Text>
          )}
        </Group>
        <Stack component="dl" gap={4} m={0}>
          <Group gap="xs">
            <Text component="dt">
              <Trans>Price</Trans>
            </Text>
            <Text component="dd" m={0} fw={600} data-testid="package-price" data-amount={pack.price}>
              {price}
            </Text>
          </Group>
          <Group gap="xs">
            <Text component="dt">
              <Trans>Credit you receive</Trans>
            </Text>
            <Text component="dd" m={0} fw={600} data-testid="package-credit" data-amount={pack.credit}>
              {credit}
            </Text>
          </Group>
          <Group gap="xs">
            <Text component="dt">
              <Trans>Valid for</Trans>
            </Text>
            <Text component="dd" m={0}>
              {days != null ? t`${days} days after purchase` : t`No expiry`}
            </Text>
          </Group>
        </Stack>
        {conditions && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="package-conditions">
            {conditions}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
