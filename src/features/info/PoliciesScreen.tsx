import { Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { useLocalized } from '../cart/use-localized.ts';
import { policyAnchor } from './policy-anchor.ts';
import classes from './InfoPages.module.css';

/**
 * The business's policies, each under its own heading with a link target. Their text comes from
 * the business and is rendered as React text only, so markup in it is shown, never run.
 */
export const PoliciesScreen = observer(function PoliciesScreen() {
  const { business } = useStores();
  const text = useLocalized();
  const policies = business.business?.policies ?? [];
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%" className={classes.prose} data-testid="policies-page">
      <Title order={1}>
        <Trans>Policies</Trans>
      </Title>
      {policies.length === 0 ? (
        <EmptyState title={<Trans>No policies yet</Trans>} />
      ) : (
        <>
          {policies.map((policy) => (
            <section
              key={policy.id}
              id={policyAnchor(policy)}
              aria-labelledby={`${policyAnchor(policy)}-title`}
              className={classes.section}
              data-testid="policy"
            >
              <Title order={2} size="h3" id={`${policyAnchor(policy)}-title`}>
                {text(policy.title)}
              </Title>
              <Text className={classes.body}>{text(policy.body)}</Text>
            </section>
          ))}
        </>
      )}
    </Stack>
  );
});
