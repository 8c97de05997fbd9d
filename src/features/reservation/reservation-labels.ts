import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReserveType } from '../../domain/reservation-offer.ts';
import type { ReservationHistoryFilter, ReservationStatusName } from '../../domain/reservation.ts';

export const RESERVATION_STATUS_LABEL: Record<ReservationStatusName, MessageDescriptor> = {
  pending: msg`Waiting for confirmation`,
  confirmed: msg`Confirmed`,
  seated: msg`Seated`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  no_show: msg`Missed`,
};

export const RESERVE_TYPE_LABEL: Record<ReserveType, MessageDescriptor> = {
  table: msg`Reserve a table`,
  service: msg`Book a service`,
};

export const HISTORY_FILTER_LABEL: Record<ReservationHistoryFilter, MessageDescriptor> = {
  all: msg`All reservations`,
  upcoming: msg`Upcoming`,
  past: msg`Past`,
  ...RESERVATION_STATUS_LABEL,
};

/** Mantine colours with enough contrast for a status badge. */
export const RESERVATION_STATUS_COLOR: Record<ReservationStatusName, string> = {
  pending: 'yellow.9',
  confirmed: 'green.9',
  seated: 'blue.9',
  completed: 'gray.8',
  cancelled: 'red.9',
  no_show: 'red.9',
};
