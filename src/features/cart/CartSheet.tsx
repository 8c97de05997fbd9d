import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { OrderSellingType } from '../../domain/model.ts';
import { CartPanel } from './CartPanel.tsx';

interface CartSheetProps {
  type: OrderSellingType;
  opened: boolean;
  onClose: () => void;
}

/**
 * The cart as a sheet rising from the bottom bar on tablets and kiosks. Composed from Drawer's
 * parts so its heading row is a plain box: a second <header> would be a second banner landmark.
 */
export default function CartSheet({ type, opened, onClose }: CartSheetProps) {
  const { t } = useLingui();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="bottom" padding="xl">
      <Drawer.Overlay />
      {/* As tall as the cart, up to most of the screen; the menu stays visible above it. */}
      <Drawer.Content
        data-testid="cart-sheet"
        style={{ height: 'auto', maxHeight: '85dvh', alignSelf: 'flex-end' }}
      >
        <Drawer.Header component="div">
          <Drawer.Title fz="xl" fw={700}>
            {t`Your order`}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t`Close`} size="xl" />
        </Drawer.Header>
        <Drawer.Body>
          <CartPanel type={type} titled={false} />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
