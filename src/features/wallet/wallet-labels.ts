import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WalletMovementKind } from '../../domain/wallet.ts';

/** What a credit history entry is, in the customer's words. */
export const MOVEMENT_LABEL: Record<WalletMovementKind, MessageDescriptor> = {
  package: msg`Package bought`,
  credit: msg`Credit added`,
  order: msg`Order paid`,
  refund: msg`Refund`,
  expiry: msg`Credit expired`,
  hold: msg`Held for an order`,
  release: msg`Hold released`,
};
