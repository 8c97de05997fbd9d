import { Badge, Button, Group, Loader, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { localized } from '../../domain/locales.ts';
import { formatUnitList } from '../../i18n/list-format.ts';
import type { MenuItem } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import classes from './ItemDietaryFacts.module.css';

/**
 * An item's ingredients (its allergens named apart) and tags, from the branch's tags and
 * ingredients. Loaded with the item page's first paint done: the names come from another call.
 */
export default observer(function ItemDietaryFacts({ item }: { item: MenuItem }) {
  const root = useStores();
  const { t } = useLingui();
  const headingId = useId();
  const language = root.preferences.language;
  const filter = root.dietaryFilterIfLoaded;
  const listed = item.ingredient_ids !== undefined || (item.tag_ids?.length ?? 0) > 0;

  useEffect(() => {
    if (!listed) return;
    root.loadDietaryFilter().then(
      (store) => void store.loadChoices(),
      () => undefined,
    );
  }, [root, language, listed]);

  let body;
  if (!listed) {
    body = <Text>{t`The ingredients of this dish are not listed.`}</Text>;
  } else if (filter?.choicesFailed) {
    body = (
      <Group gap="xs" role="alert">
        <Text>{t`The ingredients could not be loaded.`}</Text>
        <Button variant="default" size="compact-md" onClick={() => void filter.loadChoices()}>
          <Trans>Try again</Trans>
        </Button>
      </Group>
    );
  } else if (!filter?.choices) {
    body = <Loader size="sm" aria-label={t`Loading`} />;
  } else {
    const nameOf = (text: { [locale: string]: string }) => localized(text, language, root.business.locales);
    const contained = filter.choices.ingredients.filter((entry) => item.ingredient_ids?.includes(entry.id));
    const allergens = contained.filter((entry) => entry.allergen).map((entry) => nameOf(entry.name));
    const tags = filter.choices.tags.filter((tag) => item.tag_ids?.includes(tag.id));
    const ingredientList = formatUnitList(
      contained.map((entry) => nameOf(entry.name)),
      language,
    );
    const allergenList = formatUnitList(allergens, language);
    body = (
      <>
        {item.ingredient_ids === undefined ? (
          <Text>{t`The ingredients of this dish are not listed.`}</Text>
        ) : (
          <Text data-testid="item-ingredients">
            {contained.length > 0 ? ingredientList : t`No ingredients to declare.`}
          </Text>
        )}
        {allergens.length > 0 && (
          <Text data-testid="item-allergens">
            <Trans>
              <strong>Allergens:</strong> {allergenList}
            </Trans>
          </Text>
        )}
        {tags.length > 0 && (
          <Group gap="xs" component="ul" className={classes.tags} data-testid="item-tags">
            {tags.map((tag) => (
              <Badge key={tag.id} component="li" variant="light" size="lg">
                {nameOf(tag.name)}
              </Badge>
            ))}
          </Group>
        )}
      </>
    );
  }
  return (
    <section className={classes.facts} aria-labelledby={headingId} data-testid="item-dietary">
      <Title order={2} size="h4" id={headingId}>
        {t`Ingredients`}
      </Title>
      {body}
    </section>
  );
});
