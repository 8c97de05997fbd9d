import { Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { suggestionsStoreOf } from '../../stores/suggestions-store.ts';
import { SuggestionCards } from './SuggestionCards.tsx';

/** "Complete your meal" in the cart: what goes with its items, when the business suggests here. */
const CompleteYourMeal = observer(function CompleteYourMeal({
  type,
  headingOrder,
}: {
  type: OrderSellingType;
  headingOrder: 2 | 3;
}) {
  const stores = useStores();
  const titleId = useId();
  const suggestions = suggestionsStoreOf(stores).forCart(type);
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby={titleId} data-testid="complete-your-meal">
      <Title order={headingOrder} size="h3" id={titleId} mb="sm">
        <Trans>Complete your meal</Trans>
      </Title>
      <SuggestionCards suggestions={suggestions} type={type} />
    </section>
  );
});

export default CompleteYourMeal;
