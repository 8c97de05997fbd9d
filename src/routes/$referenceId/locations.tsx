import { createFileRoute } from '@tanstack/react-router';
import { authGuard } from '../../app/guards.ts';
import { readConfig } from '../../app/config.ts';
import { createGeocodeClient } from '../../api/outside-clients.ts';
import { LocationsScreen } from '../../features/account/LocationsScreen.tsx';

const config = readConfig();
// One geocoder client for the app's lifetime: it holds no state but its base URL.
const geocoder = createGeocodeClient({ baseUrl: config.geocoderUrl });

/** /{referenceId}/locations: the customer's saved addresses (login required). */
export const Route = createFileRoute('/$referenceId/locations')({
  beforeLoad: ({ context, params, location }) => authGuard(context, params.referenceId, location.href),
  // The zones tell which saved addresses can be delivered to, and the editor's map shows them.
  loader: async ({ context: { stores } }) => (await stores.loadDelivery()).ensureZones(),
  component: LocationsRoute,
});

function LocationsRoute() {
  return <LocationsScreen geocoder={geocoder} tileUrl={config.tileUrl} />;
}
