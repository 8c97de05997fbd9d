import { UnstyledButton, useMantineTheme } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense, useState, type CSSProperties } from 'react';
import { addAction, quantityBounds } from '../../domain/cart-lines.ts';
import { localized } from '../../domain/locales.ts';
import type { Discount, MenuItem, PriceLabel } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useAddFeedback } from './AddFeedback.tsx';
import { itemPageLink, type BrowseSettings } from './browse-settings.ts';
import { PlusIcon } from './PlusIcon.tsx';
import classes from './QuickAddButton.module.css';
import { ACTION_ICON_CLASSES } from '../../ui/mantine-classes.ts';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

// The modal (and Mantine's focus trap and scroll lock) loads on the first tap, not with the menu.
const PricePickerModal = lazyWithMessages(() =>
  import('./PricePickerModal.tsx').then((module) => ({ default: module.PricePickerModal })),
);

// Mantine's ActionIcon as it renders (its classes; the radius in QuickAddButton.module.css)
// on a plain <button> or <Link>: a long menu mounts hundreds of these while it scrolls, and each
// ActionIcon resolved its props, styles and colour variables per mount (scripts/bench-big-menu.mjs).
const BUTTON_CLASS = `mantine-focus-auto mantine-active ${classes.button} ${ACTION_ICON_CLASSES.root} ${UnstyledButton.classes.root}`;

/** The theme's ActionIcon size (larger on touch screens), as the other icon buttons get it. */
function useIconButtonSize(): CSSProperties {
  const defaults = useMantineTheme().components.ActionIcon?.defaultProps as { size?: string } | undefined;
  return { '--ai-size': `var(--ai-size-${defaults?.size ?? 'input-md'})` } as CSSProperties;
}

interface QuickAddButtonProps {
  item: MenuItem;
  categoryId: number;
  discount: Discount | null;
  settings: BrowseSettings;
}

/**
 * The "+" on a menu card, doing what the domain's addAction says: add at once, open the price
 * picker, lead to the item page for choices, or nothing at all when adding is not possible.
 */
export function QuickAddButton({ item, categoryId, discount, settings }: QuickAddButtonProps) {
  const { cart } = useStores();
  const { t } = useLingui();
  const announce = useAddFeedback();
  const [picking, setPicking] = useState(false);
  const look = {
    className: BUTTON_CLASS,
    style: useIconButtonSize(),
    'data-testid': `quick-add-${item.id}`,
    children: (
      <span className={ACTION_ICON_CLASSES.icon}>
        <PlusIcon />
      </span>
    ),
  };
  const action = addAction({
    item,
    hidePrice: settings.hidePrice,
    cartEnabled: settings.cartEnabled,
    modifiersEnabled: settings.modifiersEnabled,
  });
  const name = localized(item.name, settings.language, settings.fallbacks);

  const add = (label: PriceLabel) => {
    const quantity = quantityBounds(label).min;
    const key = cart.add({ item, priceLabelId: label.id, quantity });
    if (key === null) return;
    const option =
      item.price_labels.length > 1
        ? ` (${localized(label.label, settings.language, settings.fallbacks)})`
        : '';
    announce(t`Added ${quantity} × ${name}${option} to your cart`);
  };

  switch (action) {
    case 'blocked':
      return null;
    case 'detail':
      return (
        <Link
          {...look}
          aria-label={t`Choose options for ${name}`}
          {...itemPageLink(settings, categoryId, item.id)}
          preload={false}
        />
      );
    case 'pick-price':
      return (
        <>
          <button
            type="button"
            {...look}
            aria-label={t`Add ${name} to your cart`}
            aria-haspopup="dialog"
            onClick={() => setPicking(true)}
          />
          {/* Mounted only while open: a long menu holds hundreds of these buttons. */}
          {picking && (
            <Suspense fallback={null}>
              <PricePickerModal
                item={item}
                opened
                onClose={() => setPicking(false)}
                onPick={(label) => {
                  setPicking(false);
                  add(label);
                }}
                currency={settings.currency}
                discount={discount}
                language={settings.language}
                fallbacks={settings.fallbacks}
              />
            </Suspense>
          )}
        </>
      );
    case 'add': {
      const label = item.price_labels[0];
      if (!label) return null;
      return (
        <button type="button" {...look} aria-label={t`Add ${name} to your cart`} onClick={() => add(label)} />
      );
    }
  }
}
