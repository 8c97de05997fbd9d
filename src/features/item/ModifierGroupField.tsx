import { Text } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { localized } from '../../domain/locales.ts';
import type { ModifierGroup } from '../../domain/model.ts';
import { Price } from '../../ui/Price.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import {
  chosenInGroup,
  groupHasRoom,
  modifierMaxQuantity,
  setModifierQuantity,
  toggleModifier,
  type GroupIssue,
  type ModifierSelection,
} from '../../domain/modifier-selection.ts';
import classes from './OptionCard.module.css';

interface ModifierGroupFieldProps {
  group: ModifierGroup;
  selection: ModifierSelection;
  onChange: (selection: ModifierSelection) => void;
  /** Shown once the customer has tried to add. */
  issue: GroupIssue | null;
  currency: string;
  hidePrice: boolean;
  language: string;
  fallbacks: readonly string[];
}

/**
 * One modifier group. A required single choice is a radio group; anything else is check boxes
 * that stop taking more once the group is full, with a stepper for modifiers sold several times.
 */
export function ModifierGroupField({
  group,
  selection,
  onChange,
  issue,
  currency,
  hidePrice,
  language,
  fallbacks,
}: ModifierGroupFieldProps) {
  const { t } = useLingui();
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const single = group.max === 1 && group.min >= 1;
  const hasRoom = groupHasRoom(group, selection);
  const groupName = localized(group.name, language, fallbacks);
  return (
    <fieldset
      className={classes.fieldset}
      aria-describedby={issue ? `${hintId} ${errorId}` : hintId}
      data-testid={`modifier-group-${group.id}`}
      data-group-id={group.id}
      // Focused when "Add" finds a choice missing here (ItemScreen).
      tabIndex={-1}
      data-chosen={chosenInGroup(group, selection)}
    >
      <legend className={classes.legend}>{groupName}</legend>
      <Text size="sm" id={hintId} className={classes.hint}>
        <GroupHint min={group.min} max={group.max} />
      </Text>
      {group.modifiers.map((modifier) => {
        const quantity = selection.get(modifier.id) ?? 0;
        const chosen = quantity > 0;
        const name = localized(modifier.name, language, fallbacks);
        const maxQuantity = modifierMaxQuantity(modifier);
        // In a max-1 group a new choice replaces the old one, so it never counts as full.
        const blocked = !chosen && !hasRoom && group.max !== 1;
        return (
          <div key={modifier.id} className={classes.tile} data-testid="choice-tile">
            <label className={classes.option}>
              <input
                className={classes.input}
                type={single ? 'radio' : 'checkbox'}
                name={single ? baseId : undefined}
                checked={chosen}
                disabled={blocked}
                onChange={() =>
                  onChange(
                    single
                      ? setModifierQuantity(group, selection, modifier.id, 1)
                      : toggleModifier(group, selection, modifier.id),
                  )
                }
              />
              <span className={classes.optionName} data-testid="choice-name">
                {name}
              </span>
              {!hidePrice && modifier.price > 0 && (
                <span className={classes.extra}>
                  <span aria-hidden="true">+</span>
                  <Price amount={modifier.price} currency={currency} size="sm" />
                </span>
              )}
            </label>
            {chosen && maxQuantity > 1 && (
              <div className={classes.stepper}>
                <QuantityStepper
                  value={quantity}
                  min={1}
                  max={hasRoom ? maxQuantity : quantity}
                  onChange={(next) => onChange(setModifierQuantity(group, selection, modifier.id, next))}
                  label={t`Quantity of ${name}`}
                />
              </div>
            )}
          </div>
        );
      })}
      {issue && (
        <Text size="sm" id={errorId} className={classes.error} data-testid="modifier-error">
          {issue.kind === 'too-few' ? (
            <Plural
              value={issue.min}
              one="Choose at least # option here."
              other="Choose at least # options here."
            />
          ) : (
            <Plural
              value={issue.max}
              one="Choose at most # option here."
              other="Choose at most # options here."
            />
          )}
        </Text>
      )}
    </fieldset>
  );
}

function GroupHint({ min, max }: { min: number; max: number }) {
  if (min <= 0 && max <= 0) return <Trans>Optional</Trans>;
  if (min <= 0)
    return <Plural value={max} one="Optional, up to # choice" other="Optional, up to # choices" />;
  if (max <= 0)
    return <Plural value={min} one="Required, at least # choice" other="Required, at least # choices" />;
  if (max === min) return <Trans>Required, choose {min}</Trans>;
  return (
    <Trans>
      Required, choose {min} to {max}
    </Trans>
  );
}
