import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
// The shade over the menu (without it a tablet's sheet had none, and a tap beside it did nothing
// where no device dialog had brought these styles in).
import '@mantine/core/styles/Overlay.css';
import { Drawer } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useState } from 'react';
import type { OrderSellingType } from '../../domain/model.ts';
import { CartPanel } from './CartPanel.tsx';

interface CartSheetProps {
  type: OrderSellingType;
  opened: boolean;
  onClose: () => void;
  /** The order bar the sheet rises from: it and everything below it (a kiosk's way back and out) stay in view. */
  bar: HTMLElement | null;
}

interface Room {
  /** From the top of the order bar to the bottom of the screen: the sheet and its shade end above it. */
  below: number;
  /** The sheet's tallest: most of the shell above the bar, a strip of the menu left in view. */
  height: number;
}

/**
 * Where the sheet may stand: above the order bar, measured while it is open and again whenever the
 * bar, the bottom edge it belongs to or the shell change size (a second line in a long language,
 * reach mode moving the whole shell down).
 */
function useRoomAbove(bar: HTMLElement | null, opened: boolean): Room | null {
  const [room, setRoom] = useState<Room | null>(null);
  useLayoutEffect(() => {
    if (!bar || !opened) return;
    const shell = bar.closest('[data-layout]');
    const measure = () => {
      const top = bar.getBoundingClientRect().top;
      const shellTop = Math.max(0, shell?.getBoundingClientRect().top ?? 0);
      setRoom({
        below: Math.max(0, Math.round(window.innerHeight - top)),
        height: Math.max(0, Math.floor((top - shellTop) * 0.9)),
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const element of [bar, bar.parentElement, shell]) if (element) observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [bar, opened]);
  return room;
}

/**
 * The cart as a sheet rising from the bottom bar on tablets and kiosks: it stands on the order bar,
 * which stays in view with its total and its toggle, as does a kiosk's way back and out below it
 * (nothing a customer needs is covered). Composed from Drawer's parts so its heading row is a
 * plain box: a second <header> would be a second banner landmark.
 */
export default function CartSheet({ type, opened, onClose, bar }: CartSheetProps) {
  const { t } = useLingui();
  const room = useRoomAbove(bar, opened);
  const below = room?.below ?? 0;
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="bottom"
      padding="xl"
      // The sheet slides up out of the bar's top edge, never across it.
      styles={{ inner: { bottom: below, overflow: 'hidden' } }}
    >
      <Drawer.Overlay style={{ bottom: below }} />
      {/* As tall as the cart, up to most of the room above the bar; the menu stays visible above it. */}
      <Drawer.Content
        data-testid="cart-sheet"
        style={{
          height: 'auto',
          maxHeight: room ? room.height : '85dvh',
          alignSelf: 'flex-end',
        }}
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
