import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStores } from '../../../stores/store-context.tsx';
import { useLocalized } from '../../cart/use-localized.ts';
import classes from './TableServiceRail.module.css';

/**
 * The bound table's name in the header of every table-tablet screen ("Table 2"), after the
 * business's name. The header belongs to the first load, which carries nothing of a device: the
 * device's chrome places the name there when it loads.
 */
export const TableHeaderName = observer(function TableHeaderName() {
  const stores = useStores();
  const { device, business } = stores;
  const text = useLocalized();
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => {
    setSlot(document.querySelector("[data-layout='touch'] > header > [data-header-row]"));
  }, []);
  useEffect(() => {
    void stores
      .loadBranchContent()
      .then((content) => content.loadTables())
      .catch(() => undefined);
  }, [stores, business.branchId]);
  const tableId = device.boundTableId;
  const table = stores.branchContentIfLoaded?.tables?.find((candidate) => candidate.id === tableId) ?? null;
  if (!slot || !table) return null;
  return createPortal(
    <div data-table-name="" className={classes.tableName} data-testid="table-name">
      {text(table.name)}
    </div>,
    slot,
  );
});
