import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Modal, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { localized } from '../../domain/locales.ts';
import type { Discount, MenuItem, PriceLabel } from '../../domain/model.ts';
import { Price } from '../../ui/Price.tsx';
import { discountedPrice } from './shown-price.ts';
import classes from './PricePickerModal.module.css';

interface PricePickerModalProps {
  item: MenuItem;
  opened: boolean;
  onClose: () => void;
  onPick: (label: PriceLabel) => void;
  currency: string;
  discount: Discount | null;
  language: string;
  fallbacks: readonly string[];
}

/** Quick add of an item with several price options: one tap on an option adds it. */
export function PricePickerModal({
  item,
  opened,
  onClose,
  onPick,
  currency,
  discount,
  language,
  fallbacks,
}: PricePickerModalProps) {
  const { t } = useLingui();
  const name = localized(item.name, language, fallbacks);
  return (
    <Modal
      // Inside <main>: the dialog's <header> must not count as a second page banner landmark.
      portalProps={{ target: '#main' }}
      opened={opened}
      onClose={onClose}
      title={t`Choose an option for ${name}`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="sm" data-testid="price-picker">
        {item.price_labels.map((label) => {
          const shown = discountedPrice(label.price, discount);
          return (
            <Button
              key={label.id}
              variant="default"
              fullWidth
              justify="space-between"
              className={classes.option}
              onClick={() => onPick(label)}
              rightSection={<Price amount={shown.amount} currency={currency} />}
            >
              {localized(label.label, language, fallbacks)}
            </Button>
          );
        })}
      </Stack>
    </Modal>
  );
}
