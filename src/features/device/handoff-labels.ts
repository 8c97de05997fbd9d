import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HandoffEncodeProblem } from '../../domain/cart-handoff.ts';
import type { HandoffProblem } from './receive-handoff.ts';

/** Why a phone could not take a kiosk's order over, in the customer's words. */
export const HANDOFF_PROBLEM: Record<HandoffProblem, MessageDescriptor> = {
  missing: msg`This link does not carry an order. Scan the code on the kiosk screen again.`,
  damaged: msg`This link is damaged, so no order could be read from it. Scan the code on the kiosk screen again.`,
  'too-large': msg`This link holds more than an order can, so it was not read. Scan the code on the kiosk screen again.`,
  'unsupported-version': msg`This link comes from a newer kiosk than this page understands. Reload the page and scan the code again.`,
  'branch-gone': msg`The branch this order was started in no longer takes orders here.`,
  'type-not-offered': msg`This kind of order is no longer offered here.`,
  'menu-failed': msg`The menu could not be loaded, so the order could not be checked. Check your connection and try again.`,
};

/** Why the kiosk cannot show a code for its cart. */
export const HANDOFF_ENCODE_PROBLEM: Record<HandoffEncodeProblem, MessageDescriptor> = {
  empty: msg`Your cart is empty: add something first.`,
  'too-large': msg`This order is too large to pass to a phone. Please finish it here.`,
  'not-encodable': msg`Some items of this order cannot be passed to a phone. Please finish it here.`,
};
