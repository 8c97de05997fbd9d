/** The customer's wallet, package purchases, coupon validation and ratings. */
import { DateTime } from 'luxon';
import { delay, HttpResponse } from 'msw';
import { couponUserRejection } from '../../src/domain/coupons.ts';
import type { MockBackend } from '../backend.ts';
import type { ScenarioSeed } from '../db/records.ts';
import type { Schemas } from '../api-types.ts';
import { beginIdempotent, finishIdempotent } from '../services/idempotency.ts';
import { FAILING_PAYMENT_PHONE } from '../services/orders.ts';
import { normalisePhone } from '../services/users.ts';
import {
  creditWallet,
  packageViews,
  settleWallet,
  walletHistoryPage,
  walletView,
} from '../services/wallet.ts';
import { localized } from '../views/menu-view.ts';
import {
  api,
  bearerToken,
  errorReply,
  idParam,
  invalid,
  notFound,
  readJsonObject,
  replyResponse,
  scenarioOfToken,
  sessionUser,
  unauthorized,
} from './http.ts';

export function walletHandlers(backend: MockBackend) {
  const walletOwner = (businessIdText: string, request: Request) => {
    const businessId = idParam(businessIdText);
    const seed = businessId ? backend.db.businessById(businessId) : null;
    const user = seed ? sessionUser(backend, seed, request) : null;
    return seed && user ? { seed, user } : null;
  };

  return [
    api.get('/webapp/wallet/{businessId}', ({ params, request }) => {
      const owner = walletOwner(params.businessId, request);
      if (!owner) return unauthorized();
      settleWallet(backend, owner.seed, owner.user);
      backend.db.commit();
      return HttpResponse.json(walletView(backend, owner.seed, owner.user));
    }),

    api.get('/webapp/wallet/{businessId}/packages', ({ params }) => {
      const businessId = idParam(params.businessId);
      const seed = businessId ? backend.db.businessById(businessId) : null;
      if (!seed) return notFound('Business');
      return HttpResponse.json({ packages: packageViews(seed) });
    }),

    api.get('/webapp/wallet/{businessId}/history', ({ params, query, request }) => {
      const owner = walletOwner(params.businessId, request);
      if (!owner) return unauthorized();
      settleWallet(backend, owner.seed, owner.user);
      backend.db.commit();
      const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
      return HttpResponse.json(walletHistoryPage(owner.user, page));
    }),

    api.post('/webapp/wallet/{businessId}/packages/{packageId}/buy', async ({ params, request }) => {
      const owner = walletOwner(params.businessId, request.clone());
      if (!owner) return unauthorized();
      const { seed, user } = owner;
      if (!seed.business.enable_wallet)
        return errorReply(422, 'wallet_disabled', 'This business has no wallet.');
      const pack = seed.wallet_packages.find((p) => p.id === idParam(params.packageId));
      if (!pack) return notFound('Package');
      const body = await readJsonObject(request.clone());
      if (typeof body?.payment_type !== 'number' || ![1, 2].includes(body.payment_type)) {
        return invalid({ payment_type: 'Choose how to pay.' });
      }
      const key = request.headers.get('idempotency-key');
      const begun = beginIdempotent(backend, seed.name, 'buyWalletPackage', key, {
        ...body,
        package: pack.id,
      });
      if (begun.kind !== 'run') return replyResponse(begun.reply);
      if (backend.processingMs > 0) await delay(backend.processingMs);
      // The mock "gateway" decides at once and sends the customer back to the package's page;
      // the failing phone's card is always declined and nothing is credited.
      const now = DateTime.fromMillis(backend.clock.nowMs()).toUTC();
      const transactionId = `WP-${user.id}-${now.toMillis()}`;
      const online = body.payment_type === 1;
      const declined = online && normalisePhone(user.phone) === FAILING_PAYMENT_PHONE;
      if (!declined) {
        settleWallet(backend, seed, user);
        creditWallet(
          user,
          pack.credit,
          pack.name.en ?? 'package',
          localized(pack.name),
          now.toISO() ?? '',
          now.plus({ days: pack.validity_days ?? 365 }).toISO(),
          pack.id,
        );
      }
      const reply: Schemas['BuyWalletPackageResponse'] = {
        wallet: walletView(backend, seed, user),
        payment_url: online
          ? `/${seed.name}/wallet/${pack.id}?purchase=${declined ? 'failed' : 'paid'}&transaction_id=${transactionId}`
          : null,
        transaction_id: transactionId,
      };
      finishIdempotent(backend, seed.name, 'buyWalletPackage', key!, { status: 200, body: reply });
      backend.db.commit();
      return HttpResponse.json(reply);
    }),

    api.post('/webapp/coupons/validate', async ({ request }) => {
      const body = await readJsonObject(request.clone());
      const found = typeof body?.branch_id === 'number' ? backend.db.branch(body.branch_id) : null;
      if (!body || typeof body.code !== 'string' || !body.code.trim())
        return invalid({ code: 'Enter a coupon code.' });
      if (!found) return invalid({ branch_id: 'Unknown branch.' });
      const seed: ScenarioSeed = found.seed;
      const code = body.code.trim().toUpperCase();
      const coupon = seed.coupons.find((c) => c.code.toUpperCase() === code);
      if (!coupon) return errorReply(404, 'coupon_not_found', 'This coupon does not exist or has expired.');
      const tokenScenario = scenarioOfToken(bearerToken(request));
      const user = tokenScenario === seed.name ? sessionUser(backend, seed, request) : null;
      const rejection = couponUserRejection(coupon, user != null);
      if (rejection) {
        const message =
          rejection === 'guests-only' ? 'This coupon is for guests only.' : 'Log in to use this coupon.';
        return errorReply(422, 'coupon_not_applicable', message, { code: message });
      }
      return HttpResponse.json({ coupon: { ...coupon, item_ids: [...coupon.item_ids], expires_at: null } });
    }),

    api.post('/users/rate', async ({ request }) => {
      const body = await readJsonObject(request);
      const found = typeof body?.branch_id === 'number' ? backend.db.branch(body.branch_id) : null;
      if (!body || !found) return invalid({ branch_id: 'Unknown branch.' });
      const rating = body.rating;
      if (typeof rating !== 'number' || rating < 0.5 || rating > 5 || (rating * 2) % 1 !== 0) {
        return invalid({ rating: 'Give between half a star and five stars.' });
      }
      backend.db.scenario(found.seed.name).ratings.push({
        branch_id: found.branch.id,
        order_id: typeof body.order_id === 'number' ? body.order_id : null,
        rating,
        comment: typeof body.comment === 'string' ? body.comment : null,
        name: typeof body.name === 'string' ? body.name : null,
        phone: typeof body.phone === 'string' ? body.phone : null,
      });
      backend.db.commit();
      return HttpResponse.json({ success: true, message: 'Thank you for your feedback.' });
    }),
  ];
}
