import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Chip.css';
import { Button, Chip, Drawer, Group, Loader, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Ingredient, Tag } from '../../api/types.ts';
import type { DietaryFilterStore } from '../../stores/dietary-filter-store.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useLocalized } from '../cart/use-localized.ts';
import classes from './DietaryFilterSheet.module.css';

interface DietaryFilterSheetProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The dietary filter as a sheet from the bottom: ingredients to leave out (allergens first) and
 * tags a dish must have. Every tap applies at once; the page behind shows what it hides.
 */
export default observer(function DietaryFilterSheet({ opened, onClose }: DietaryFilterSheetProps) {
  const root = useStores();
  const { t } = useLingui();
  const filter = root.dietaryFilterIfLoaded;
  const language = root.preferences.language;
  const [codeFailed, setCodeFailed] = useState(false);

  // The filter's code, then its choices for this branch and language (fetched once per language).
  const load = useCallback(() => {
    setCodeFailed(false);
    root.loadDietaryFilter().then(
      (store) => void store.loadChoices(),
      () => setCodeFailed(true),
    );
  }, [root]);

  useEffect(() => {
    if (opened) load();
  }, [opened, load, language]);

  return (
    <Drawer.Root opened={opened} onClose={onClose} position="bottom" padding="lg">
      <Drawer.Overlay />
      <Drawer.Content
        data-testid="dietary-filter-sheet"
        style={{ height: 'auto', maxHeight: '85dvh', alignSelf: 'flex-end' }}
      >
        <Drawer.Header component="div">
          <Drawer.Title fz="xl" fw={700}>
            {t`Dietary filter`}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t`Close`} size="lg" />
        </Drawer.Header>
        <Drawer.Body>
          {filter ? (
            <FilterChoices filter={filter} onDone={onClose} />
          ) : codeFailed ? (
            <ChoicesFailed onRetry={load} />
          ) : (
            <Loader aria-label={t`Loading`} />
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
});

const FilterChoices = observer(function FilterChoices({
  filter,
  onDone,
}: {
  filter: DietaryFilterStore;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const text = useLocalized();
  const choices = filter.choices;
  if (!choices) {
    return filter.choicesFailed ? (
      <ChoicesFailed onRetry={() => void filter.loadChoices()} />
    ) : (
      <Loader aria-label={t`Loading`} />
    );
  }
  const nameOf = (entry: Ingredient | Tag) => text(entry.name);
  const allergens = choices.ingredients.filter((entry) => entry.allergen);
  const others = choices.ingredients.filter((entry) => !entry.allergen);
  return (
    <div className={classes.choices}>
      <ChipSection title={<Trans>Leave out dishes with</Trans>} testId="dietary-allergens">
        <IngredientChips ingredients={allergens} filter={filter} nameOf={nameOf} />
      </ChipSection>
      {others.length > 0 && (
        <ChipSection title={<Trans>Other ingredients</Trans>} testId="dietary-ingredients">
          <IngredientChips ingredients={others} filter={filter} nameOf={nameOf} />
        </ChipSection>
      )}
      {choices.tags.length > 0 && (
        <ChipSection title={<Trans>Only dishes that are</Trans>} testId="dietary-tags">
          {choices.tags.map((tag) => (
            <Chip
              key={tag.id}
              checked={filter.isRequired(tag.id)}
              onChange={() => filter.toggleTag(tag.id)}
              variant="outline"
              classNames={{ label: classes.chipLabel }}
            >
              {nameOf(tag)}
            </Chip>
          ))}
        </ChipSection>
      )}
      <Group justify="space-between" className={classes.actions}>
        <Button
          variant="default"
          onClick={filter.clear}
          disabled={!filter.isActive}
          data-testid="dietary-sheet-clear"
        >
          <Trans>Clear filter</Trans>
        </Button>
        <Button onClick={onDone} data-testid="dietary-sheet-done">
          <Trans>Done</Trans>
        </Button>
      </Group>
    </div>
  );
});

/** A chip per ingredient: checked means dishes with it are left out. */
const IngredientChips = observer(function IngredientChips({
  ingredients,
  filter,
  nameOf,
}: {
  ingredients: readonly Ingredient[];
  filter: DietaryFilterStore;
  nameOf: (entry: Ingredient) => string;
}) {
  return ingredients.map((entry) => (
    <Chip
      key={entry.id}
      checked={filter.isExcluded(entry.id)}
      onChange={() => filter.toggleIngredient(entry.id)}
      color="red"
      variant="outline"
      classNames={{ label: classes.chipLabel }}
    >
      {nameOf(entry)}
    </Chip>
  ));
});

function ChipSection({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <section className={classes.section} data-testid={testId}>
      <Title order={3} size="h5" className={classes.heading}>
        {title}
      </Title>
      <Group gap="xs">{children}</Group>
    </section>
  );
}

function ChoicesFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={classes.choices}>
      <Text>
        <Trans>The ingredients could not be loaded.</Trans>
      </Text>
      <Button variant="default" onClick={onRetry} data-testid="dietary-retry">
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
