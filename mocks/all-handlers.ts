/**
 * Every handler of the mock backend, in matching order: the fault switch first, then one group
 * per API area, the outside services, generated assets and the control endpoints.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { MockBackend } from './backend.ts';
import { assetHandlers } from './handlers/assets.ts';
import { authHandlers } from './handlers/auth.ts';
import { businessHandlers } from './handlers/business.ts';
import { controlHandlers } from './handlers/control.ts';
import { deliveryHandlers } from './handlers/delivery.ts';
import { faultHandler } from './handlers/faults.ts';
import { geocodeHandlers } from './handlers/geocode.ts';
import { menuHandlers } from './handlers/menu.ts';
import { orderHandlers } from './handlers/orders.ts';
import { reservationHandlers } from './handlers/reservations.ts';
import { tableBillHandlers } from './handlers/table-bills.ts';
import { tableRequestHandlers } from './handlers/table-requests.ts';
import { terminalPaymentHandlers } from './handlers/terminal-payments.ts';
import { walletHandlers } from './handlers/wallet.ts';

export interface HandlerOptions {
  /** Answer /build.json (not in the browser, where the real file of the build is wanted). */
  buildManifest?: boolean;
  /** Answer unknown /api, /geocode and /__mock calls with a loud 404 (browser host: the service
   * worker would otherwise pass them on to the dev server). Node tests leave this off and use
   * onUnhandledRequest: 'error' instead. */
  failUnknownApiCalls?: boolean;
}

const MOCKED_PREFIXES = ['/api/', '/geocode/', '/__mock/'];

function unknownApiCall() {
  return http.all(
    ({ request }) => MOCKED_PREFIXES.some((prefix) => new URL(request.url).pathname.startsWith(prefix)),
    ({ request }) => {
      const message = `The mock backend has no handler for ${request.method} ${new URL(request.url).pathname}.`;
      console.error(`[mock] ${message}`);
      return HttpResponse.json({ error: 404, message, code: 'no_mock_handler' }, { status: 404 });
    },
  );
}

export function createHandlers(backend: MockBackend, options: HandlerOptions = {}): RequestHandler[] {
  return [
    faultHandler(backend),
    ...authHandlers(backend),
    ...businessHandlers(backend),
    ...menuHandlers(backend),
    ...deliveryHandlers(backend),
    ...terminalPaymentHandlers(backend),
    ...tableBillHandlers(backend),
    ...orderHandlers(backend),
    ...reservationHandlers(backend),
    ...tableRequestHandlers(backend),
    ...walletHandlers(backend),
    ...geocodeHandlers(backend),
    ...assetHandlers(backend, { buildManifest: options.buildManifest ?? true }),
    ...controlHandlers(backend),
    ...(options.failUnknownApiCalls ? [unknownApiCall()] : []),
  ];
}
