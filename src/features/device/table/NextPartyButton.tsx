import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useStores } from '../../../stores/store-context.tsx';

/**
 * Staff, after the PIN, clear a table tablet for the next party without changing its setup: the
 * one reset of a customer's session runs (orders, calls, bill, cart, every storage) and the
 * tablet keeps its table.
 */
export function NextPartyButton({ onCleared }: { onCleared: () => void }) {
  const stores = useStores();
  const { t } = useLingui();
  const [clearing, setClearing] = useState(false);
  const clear = async () => {
    setClearing(true);
    await stores.endCustomerSession();
    setClearing(false);
    onCleared();
  };
  return (
    <Button
      size="lg"
      variant="default"
      loading={clearing}
      onClick={() => void clear()}
      data-testid="table-next-party"
    >
      {t`Clear the table for the next guests`}
    </Button>
  );
}
