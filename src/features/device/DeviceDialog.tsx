import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** Above Mantine's modals and drawers (200), below the on-screen keyboard (1000) and the staff corner (400). */
const DEVICE_DIALOG_LAYER = 300;

/**
 * A dialog of the device screens. Its header is a plain element: Mantine's default <header> would
 * be a second "banner" landmark beside the page's own. It stands above any sheet (the cart's, whose
 * bar below keeps "Start over" in reach; the idle warning while the cart is open): Mantine gives
 * every modal the same layer, so the one mounted last would win.
 */
export function DeviceDialog({
  opened,
  onClose,
  title,
  children,
  testId,
  fullScreen = false,
  withCloseButton = !fullScreen,
  size = 'lg',
  className,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId?: string;
  /** The whole screen, its own large buttons the only way out (the idle warning). */
  fullScreen?: boolean;
  /** Off where the dialog's own large buttons are the ways out (Escape still closes). */
  withCloseButton?: boolean;
  size?: 'lg' | 'xl';
  className?: string;
}) {
  const { t } = useLingui();
  return (
    // A large dialog (read from a step away) keeps its large title clear of its edges.
    <Modal.Root
      opened={opened}
      onClose={onClose}
      centered
      size={size}
      fullScreen={fullScreen}
      padding={size === 'xl' ? 'xl' : 'md'}
      zIndex={DEVICE_DIALOG_LAYER}
    >
      <Modal.Overlay />
      <Modal.Content data-testid={testId} className={className}>
        <Modal.Header component="div">
          <Modal.Title fz={withCloseButton ? 'xl' : 40} fw={700}>
            {title}
          </Modal.Title>
          {withCloseButton && <Modal.CloseButton aria-label={t`Close`} size="lg" />}
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
