import type { OrderSellingType } from '../../domain/model.ts';

// One line drawing per way to order, so the three choices differ at a glance, not only in words.
const PATHS: Record<OrderSellingType, string> = {
  // A plate between a fork and a knife.
  dine_in: 'M5 3v7a2 2 0 0 0 2 2v9M9 3v7M7 3v5M19 3c-2 1-3 4-3 8h3v10M12 8a4 4 0 1 0 0.01 0',
  // A car seen from the side.
  car_pickup:
    'M3 16v-4l2-5h12l3 5h1v4h-2M7 16H5M17 16H9M5 12h16M7 18.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 18.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  // A scooter with its box.
  delivery:
    'M3 7h8v6H3zM6 18.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 18.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 16.5h8l2-6h-3M15 6h2l1 4.5',
};

export function SellingTypeIcon({ type }: { type: OrderSellingType }) {
  return (
    <svg viewBox="0 0 24 24" width="1.6em" height="1.6em" aria-hidden="true" focusable="false">
      <path
        d={PATHS[type]}
        stroke="currentColor"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
