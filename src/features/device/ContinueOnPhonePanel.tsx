import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { observer } from 'mobx-react-lite';
import { encodeCartHandoff, handoffUrl, type HandoffEncodeProblem } from '../../domain/cart-handoff.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useStartOver } from './use-start-over.ts';
import { LazyQrCode } from '../../ui/LazyQrCode.tsx';

/** Why the kiosk cannot show a code for its cart. */
const HANDOFF_ENCODE_PROBLEM: Record<HandoffEncodeProblem, MessageDescriptor> = {
  empty: msg`Your cart is empty: add something first.`,
  'too-large': msg`This order is too large to pass to a phone. Please finish it here.`,
  'not-encodable': msg`Some items of this order cannot be passed to a phone. Please finish it here.`,
};
export interface ContinueOnPhonePanelProps {
  opened: boolean;
  onClose: () => void;
  /** The order's type and branch, which the link carries with the cart's items. */
  type: OrderSellingType;
  branchId: number;
}

/**
 * The kiosk's cart as a QR code for the customer's phone, with what it does in words. Loaded on
 * the first "Continue on your phone", with the QR library after it.
 */
export default observer(function ContinueOnPhonePanel({
  opened,
  onClose,
  type,
  branchId,
}: ContinueOnPhonePanelProps) {
  const { t, i18n } = useLingui();
  const { cart, business } = useStores();
  // The customer took the order to the phone: the kiosk starts over for the next customer.
  const startOver = useStartOver();
  const encoded = encodeCartHandoff(type, branchId, cart.items);
  const link = encoded.ok
    ? { ok: true as const, url: handoffUrl(window.location.origin, business.referenceId ?? '', encoded.code) }
    : encoded;
  return (
    <Modal
      // Inside <main>: the dialog's <header> must not count as a second page banner landmark.
      portalProps={{ target: '#main' }}
      opened={opened}
      onClose={onClose}
      title={t`Continue on your phone`}
      closeButtonProps={{ 'aria-label': t`Close`, size: 'xl' }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
      size="lg"
      centered
      // Above the cart sheet it is opened from (both are portals of the same layer).
      zIndex={400}
      data-testid="handoff-panel"
    >
      {link.ok ? (
        <Stack gap="lg" align="stretch">
          <Text size="lg">
            <Trans>
              Scan this code with your phone&apos;s camera. This order opens on your phone with the same
              items, and you can finish it there. The code holds only the items, nothing about you.
            </Trans>
          </Text>
          <Group justify="center">
            <LazyQrCode
              value={link.url}
              label={t`QR code that opens this order on your phone`}
              size={320}
              testId="handoff-qr"
            />
          </Group>
          <Button
            size="xl"
            fullWidth
            onClick={() => {
              onClose();
              startOver();
            }}
            data-testid="handoff-done"
          >
            <Trans>Done</Trans>
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Alert color="orange" role="alert" data-testid="handoff-unavailable">
            {i18n._(HANDOFF_ENCODE_PROBLEM[link.problem])}
          </Alert>
          <Button size="xl" variant="light" fullWidth onClick={onClose}>
            <Trans>Back to the order</Trans>
          </Button>
        </Stack>
      )}
    </Modal>
  );
});
