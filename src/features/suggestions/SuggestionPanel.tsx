import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
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
    // its way); off the menu pages (no order type) they are only noted.
    return reaction(
      () => stores.cart.items.map((line) => line.key).join(),
      () => store.noticeAdds(type),
      { fireImmediately: true },
    );
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
