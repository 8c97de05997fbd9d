import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { afterNextPaint } from '../../app/after-next-paint.ts';
import type { OrderSellingType } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { suggestionsStoreOf } from '../../stores/suggestions-store.ts';
import { SuggestionCards } from './SuggestionCards.tsx';

/**
 * The kiosk's and table tablet's offer right after "Add": what goes with the item, in a large
 * dialog the customer adds from in one tap or skips. Mounted by the device chrome; the lines the cart
 * restored at the start never bring it (suggestions-store.ts).
 */
const SuggestionPanel = observer(function SuggestionPanel({ type }: { type: OrderSellingType | null }) {
  const stores = useStores();
  const store = suggestionsStoreOf(stores);
  const { t } = useLingui();
  useEffect(() => {
    // Every change of the cart's lines, and once now (an "Add" made while this code was still on
    // its way); off the menu pages (no order type) they are only noted. Looked at after the next
    // paint: the tap's own answer (the order bar's count, the "added" line) shows first, and the
    // dialog (its focus trap, scroll lock and a style pass over the whole page) a frame later,
    // instead of holding that paint back (a kiosk's "Add" took 300 ms at 4x CPU with it inside).
    let cancel = (): void => undefined;
    const stop = reaction(
      () => stores.cart.items.map((line) => line.key).join(),
      () => {
        cancel();
        cancel = afterNextPaint(() => store.noticeAdds(type));
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      cancel();
    };
  }, [store, stores, type]);
  const panel = store.panel;
  if (!panel) return null;
  return (
    // Composed from Modal's parts so its heading row is a plain box: a second <header> would be a
    // second banner landmark (as in CartSheet).
    <Modal.Root opened onClose={store.closePanel} size="xl" centered padding="xl">
      <Modal.Overlay />
      <Modal.Content data-testid="suggestion-panel">
        <Modal.Header component="div">
          <Modal.Title fz="h2" fw={700}>
            {t`Complete your meal`}
          </Modal.Title>
          <Modal.CloseButton aria-label={t`Close`} size="xl" />
        </Modal.Header>
        <Modal.Body>
          <SuggestionCards suggestions={panel.suggestions} type={panel.type} onDone={store.closePanel} />
          <Button
            variant="default"
            size="xl"
            fullWidth
            mt="xl"
            onClick={store.closePanel}
            data-testid="suggestion-skip"
          >
            <Trans>No, thanks</Trans>
          </Button>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
});

export default SuggestionPanel;
