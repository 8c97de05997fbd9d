import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderStatus } from '../../api/types.ts';
import type { LeftOutReason } from '../../domain/reorder.ts';

export const ORDER_STATUS_LABEL: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Received`,
  accepted: msg`Accepted`,
  preparing: msg`Preparing`,
  ready: msg`Ready`,
  out_for_delivery: msg`On the way`,
  delivered: msg`Delivered`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

export const LEFT_OUT_REASON: Record<LeftOutReason, MessageDescriptor> = {
  'not-available': msg`no longer available here`,
  'option-gone': msg`this size or option is no longer offered`,
  'extra-gone': msg`one of its extras is no longer offered`,
  'extra-too-many': msg`one of its extras is no longer offered in that amount`,
};
