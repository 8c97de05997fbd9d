import { Alert, Anchor, Button, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { Suspense, useRef, useState, type FormEvent } from 'react';
import { addAction, clampQuantity, quantityBounds } from '../../domain/cart-lines.ts';
import { isOfferedFor } from '../../domain/availability.ts';
import { localized } from '../../domain/locales.ts';
import type { MenuItem, OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Price } from '../../ui/Price.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { itemDiscount, useBrowseSettings } from '../menu/browse-settings.ts';
import { cardPrice } from '../menu/shown-price.ts';
import { useAddFeedback } from '../menu/AddFeedback.tsx';
import {
  choiceModifiers,
  groupIssueOf,
  itemFormIssues,
  linePreview,
  offeredGroups,
  type ItemChoice,
} from './item-form.ts';
import { ModifierGroupField } from './ModifierGroupField.tsx';
import { PriceOptionPicker } from './PriceOptionPicker.tsx';
import classes from './ItemScreen.module.css';
import { LimitedTextarea } from '../../ui/LimitedText.tsx';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

// Ingredients and tags come from another call and are not needed to choose and add: loaded after.
const ItemDietaryFacts = lazyWithMessages(() => import('../dietary/ItemDietaryFacts.tsx'));

interface ItemScreenProps {
  item: MenuItem;
  categoryId: number;
  sellingType: OrderSellingType;
}

function initialChoice(item: MenuItem): ItemChoice {
  const first = item.price_labels[0] ?? null;
  return {
    priceLabelId: first?.id ?? null,
    selection: new Map(),
    quantity: quantityBounds(first).min,
    note: '',
  };
}

/** The item page: picture and text, then its price options, modifiers, quantity, note and "add". */
export const ItemScreen = observer(function ItemScreen({ item, categoryId, sellingType }: ItemScreenProps) {
  const { cart, menu } = useStores();
  const { t } = useLingui();
  const settings = useBrowseSettings(sellingType);
  const [choice, setChoice] = useState<ItemChoice>(() => initialChoice(item));
  const [attempted, setAttempted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const announce = useAddFeedback();
  const router = useRouter();
  const navigate = useNavigate();
  // Opened from a menu card: "Add" goes back there, to the same place in the list.
  const fromBrowse = useLocation({ select: (location) => location.state.fromBrowse === true });

  const name = localized(item.name, settings.language, settings.fallbacks);
  const description = localized(item.description, settings.language, settings.fallbacks);
  const grandCategoryId = menu.grandCategoryIdOf(item.id);
  const discount = itemDiscount(settings, item, grandCategoryId);
  const offered = isOfferedFor(item, sellingType);
  const canAdd =
    offered &&
    addAction({
      item,
      hidePrice: settings.hidePrice,
      cartEnabled: settings.cartEnabled,
      modifiersEnabled: settings.modifiersEnabled,
    }) !== 'blocked';
  const groups = offeredGroups(item, settings.modifiersEnabled);
  const label = item.price_labels.find((candidate) => candidate.id === choice.priceLabelId) ?? null;
  const bounds = quantityBounds(label);
  const issues = itemFormIssues(item, choice, { modifiersEnabled: settings.modifiersEnabled });
  const shownIssues = attempted ? issues : [];
  const missingGroup = groups.find((group) => groupIssueOf(issues, group.id)?.kind === 'too-few') ?? null;
  const missingGroupName = missingGroup
    ? localized(missingGroup.name, settings.language, settings.fallbacks)
    : '';
  const preview = linePreview({ item, choice, ...settings, grandCategoryId });
  const fromPrice = cardPrice(item.price_labels, discount);

  const update = (change: Partial<ItemChoice>) => {
    setChoice((current) => ({ ...current, ...change }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (issues.length > 0 || choice.priceLabelId === null) {
      // The first group missing a choice comes into view and takes focus (its legend, hint and
      // error are read out); other problems lead to the summary by the "Add" button.
      requestAnimationFrame(() => {
        const selector = missingGroup
          ? `[data-group-id="${missingGroup.id}"]`
          : '[data-testid="item-form-errors"]';
        const target = form.current?.querySelector<HTMLElement>(selector);
        target?.scrollIntoView({ block: 'center' });
        target?.focus({ preventScroll: true });
      });
      return;
    }
    const priceLabelId = choice.priceLabelId;
    const key = cart.add({
      item,
      priceLabelId,
      modifiers: choiceModifiers(item, choice, settings.modifiersEnabled),
      quantity: choice.quantity,
      comment: choice.note,
    });
    if (key === null) return;
    const option =
      item.price_labels.length > 1 && label
        ? ` (${localized(label.label, settings.language, settings.fallbacks)})`
        : '';
    const quantity = choice.quantity;
    announce(t`Added ${quantity} × ${name}${option} to your cart`);
    // Back on the menu with the order bar updated, on every device: where the customer came
    // from when that was a menu page, else the item's category.
    if (fromBrowse) router.history.back();
    else
      void navigate({
        to: '/$referenceId/$type/$categoryId',
        params: { referenceId: settings.referenceId, type: sellingType, categoryId: String(categoryId) },
      });
  };

  return (
    <div className={classes.page} data-testid="item-page">
      <Anchor
        className={classes.back}
        renderRoot={(props) => (
          <Link
            {...props}
            to="/$referenceId/$type/$categoryId"
            params={{ referenceId: settings.referenceId, type: sellingType, categoryId: String(categoryId) }}
          />
        )}
      >
        <Trans>Back to the category</Trans>
      </Anchor>
      <div className={classes.columns}>
        <ResponsiveImage
          className={classes.media}
          src={item.image}
          alt={name}
          width={4}
          height={3}
          priority
          sizes="(min-width: 768px) 45vw, 100vw"
        />
        <div className={classes.details}>
          <Title order={1} size="h2">
            {name}
          </Title>
          {description && <Text>{description}</Text>}
          {fromPrice && !settings.hidePrice && item.price_labels.length === 1 && (
            <Text component="div" size="lg" className={classes.price} data-testid="item-page-price">
              <Price amount={fromPrice.amount} currency={settings.currency} size="lg" />
              {fromPrice.before !== null && (
                <Price amount={fromPrice.before} currency={settings.currency} strikethrough />
              )}
            </Text>
          )}
          {!offered && (
            <Alert variant="light" color="yellow" data-testid="item-not-offered">
              <Trans>This item is not offered for this order type.</Trans>
            </Alert>
          )}
          {canAdd ? (
            <form ref={form} className={classes.form} onSubmit={submit} noValidate data-testid="item-form">
              {item.price_labels.length > 1 && (
                <PriceOptionPicker
                  labels={item.price_labels}
                  value={choice.priceLabelId}
                  onChange={(priceLabelId) => {
                    const next = quantityBounds(
                      item.price_labels.find((candidate) => candidate.id === priceLabelId),
                    );
                    update({ priceLabelId, quantity: clampQuantity(choice.quantity, next) });
                  }}
                  currency={settings.currency}
                  hidePrice={settings.hidePrice}
                  discount={discount}
                  language={settings.language}
                  fallbacks={settings.fallbacks}
                />
              )}
              {groups.map((group) => (
                <ModifierGroupField
                  key={group.id}
                  group={group}
                  selection={choice.selection}
                  onChange={(selection) => update({ selection })}
                  issue={groupIssueOf(shownIssues, group.id)}
                  currency={settings.currency}
                  hidePrice={settings.hidePrice}
                  language={settings.language}
                  fallbacks={settings.fallbacks}
                />
              ))}
              <LimitedTextarea
                limit={TEXT_LIMITS.lineNote}
                label={item.comment_required ? t`Note for the kitchen` : t`Note for the kitchen (optional)`}
                description={
                  item.comment_required
                    ? t`This item needs a note, e.g. how you would like it prepared.`
                    : undefined
                }
                required={item.comment_required}
                value={choice.note}
                rows={3}
                onChange={(event) => update({ note: event.currentTarget.value })}
                error={
                  shownIssues.some((issue) => issue.kind === 'note-required')
                    ? t`Please write a note for this item.`
                    : undefined
                }
                data-testid="item-note"
              />
              {shownIssues.length > 0 && (
                <Alert tabIndex={-1} color="red" variant="light" role="alert" data-testid="item-form-errors">
                  {shownIssues.every((issue) => issue.kind === 'note-too-long') ? (
                    <Trans>Your note is too long. Please shorten it.</Trans>
                  ) : missingGroup && attempted ? (
                    <Trans>A choice is missing: {missingGroupName}</Trans>
                  ) : (
                    <Trans>Some choices are missing. Please check the fields marked above.</Trans>
                  )}
                </Alert>
              )}
              <div className={classes.actions}>
                <QuantityStepper
                  value={choice.quantity}
                  min={bounds.min}
                  max={bounds.max}
                  onChange={(quantity) => update({ quantity })}
                  label={t`Quantity of ${name}`}
                />
                <Button
                  type="submit"
                  size="lg"
                  className={classes.add}
                  classNames={{ label: classes.addLabel }}
                  data-testid="add-to-cart"
                >
                  <span>
                    <Trans>Add to cart</Trans>
                  </span>
                  {preview && (
                    <span className={classes.total}>
                      <Price amount={preview.net} currency={settings.currency} />
                    </span>
                  )}
                </Button>
              </div>
            </form>
          ) : null}
          {/* Last: its names arrive after the first paint, and growing here moves nothing on screen. */}
          <Suspense fallback={null}>
            <ItemDietaryFacts item={item} />
          </Suspense>
        </div>
      </div>
    </div>
  );
});
