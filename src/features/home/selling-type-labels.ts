import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderSellingType } from '../../domain/model.ts';

export const SELLING_TYPE_LABEL: Record<OrderSellingType, MessageDescriptor> = {
  dine_in: msg`Dine-in`,
  car_pickup: msg`Car pickup`,
  delivery: msg`Delivery`,
};
