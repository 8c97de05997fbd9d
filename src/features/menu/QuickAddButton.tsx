import { ActionIcon } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { addAction, quantityBounds } from '../../domain/cart-lines.ts';
import { localized } from '../../domain/locales.ts';
import type { Discount, MenuItem, PriceLabel } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useAddFeedback } from './AddFeedback.tsx';
import type { BrowseSettings } from './browse-settings.ts';
import { PlusIcon } from './PlusIcon.tsx';
import classes from './QuickAddButton.module.css';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

// The modal (and Mantine's focus trap and scroll lock) loads on the first tap, not with the menu.
const PricePickerModal = lazyWithMessages(() =>
  import('./PricePickerModal.tsx').then((module) => ({ default: module.PricePickerModal })),
);

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
        <ActionIcon
          className={classes.button}
          radius="xl"
          aria-label={t`Choose options for ${name}`}
          data-testid={`quick-add-${item.id}`}
          renderRoot={(props) => (
            <Link
              {...props}
              to="/$referenceId/$type/$categoryId/$itemId"
              preload={false}
              params={{
                referenceId: settings.referenceId,
                type: settings.sellingType,
                categoryId: String(categoryId),
                itemId: String(item.id),
              }}
            />
          )}
        >
          <PlusIcon />
        </ActionIcon>
      );
    case 'pick-price':
      return (
        <>
          <ActionIcon
            className={classes.button}
            radius="xl"
            aria-label={t`Add ${name} to your cart`}
            aria-haspopup="dialog"
            data-testid={`quick-add-${item.id}`}
            onClick={() => setPicking(true)}
          >
            <PlusIcon />
          </ActionIcon>
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
        <ActionIcon
          className={classes.button}
          radius="xl"
          aria-label={t`Add ${name} to your cart`}
          data-testid={`quick-add-${item.id}`}
          onClick={() => add(label)}
        >
          <PlusIcon />
        </ActionIcon>
      );
    }
  }
}
