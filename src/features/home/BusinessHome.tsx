import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/store-context.tsx';
import { SELLING_TYPE_LABEL } from './selling-type-labels.ts';

/** Home of a business: how would you like your order? */
export const BusinessHome = observer(function BusinessHome() {
  const { business } = useStores();
  const { t, i18n } = useLingui();
  return (
    <Stack gap="lg">
      <Title order={1}>{business.name}</Title>
      <Title order={2} size="h3">
        {t`How would you like to order?`}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: business.sellingTypes.length }} spacing="md">
        {business.sellingTypes.map((type) => (
          <Button
            key={type}
            renderRoot={(props) => (
              <Link {...props} to="/$referenceId/$type" params={{ referenceId: business.referenceId ?? '', type }} />
            )}
            size="xl"
            data-testid={`selling-type-${type}`}
          >
            {i18n._(SELLING_TYPE_LABEL[type])}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
});
