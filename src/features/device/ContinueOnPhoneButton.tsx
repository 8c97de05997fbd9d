import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { Suspense, useState } from 'react';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

// The panel, Mantine's Modal, the cart's encoding, the session's end and, after them, the QR library
// load on the first tap, not with the menu or the cart (issue #34: a phone's cart opened cold
// fetched them).
const ContinueOnPhonePanel = lazyWithMessages(() => import('./ContinueOnPhonePanel.tsx'));

export interface ContinueOnPhoneButtonProps {
  type: OrderSellingType;
}

/**
 * "Continue on your phone" (kiosks only): the cart as a QR code of a link that opens it on a phone.
 * Once the customer is done with the code the kiosk's session ends and the next customer's starts.
 */
export const ContinueOnPhoneButton = observer(function ContinueOnPhoneButton({
  type,
}: ContinueOnPhoneButtonProps) {
  const { cart, business, device } = useStores();
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const branchId = business.branchId;
  if (!device.isKiosk || cart.isEmpty || branchId === null) return null;

  return (
    <>
      <Button
        variant="outline"
        size="lg"
        fullWidth
        aria-haspopup="dialog"
        data-testid="continue-on-phone"
        onClick={() => {
          setEverOpened(true);
          setOpened(true);
        }}
      >
        <Trans>Continue on your phone</Trans>
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <ContinueOnPhonePanel
            opened={opened}
            onClose={() => setOpened(false)}
            type={type}
            branchId={branchId}
          />
        </Suspense>
      )}
    </>
  );
});
