/**
 * Account replies the contract designs beyond the happy path: a wrong, expired or too often wrong
 * one-time code (422 otp_*), asking for codes too fast (429 with retry_after), a new customer
 * with an empty name (the check-profile guard), and a deleted account's login being a new one.
 */
import { describe, expect, it } from 'vitest';
import { createNodeMocks } from '../../mocks/node.ts';
import { call, scenarioFacts, runEachTestAtNoon } from '../../mocks/test-support.ts';
import { listOperations, validateResponse } from './contract-document.ts';

const { server, backend } = createNodeMocks();
const demo = scenarioFacts(backend, 'demo');
const operation = (id: string) => listOperations().find((op) => op.operationId === id)!;
const PHONE = '+96550007001';

async function documented(operationId: string, reply: { status: number; body: unknown }) {
  expect(validateResponse(operation(operationId), reply.status, reply.body)).toEqual({
    documented: true,
    errors: [],
  });
}

async function sendCode(): Promise<{ status: number; body: { debug_code?: string } }> {
  const reply = await call('POST', '/api/send-otp', { phone: PHONE, business_id: demo.businessId });
  await documented('sendOtp', reply);
  return reply as { status: number; body: { debug_code?: string } };
}

async function verify(code: string) {
  const reply = await call('POST', '/api/verify-otp', { phone: PHONE, business_id: demo.businessId, code });
  await documented('verifyOtp', reply);
  return reply as {
    status: number;
    body: { code?: string; token?: string; user?: { id: number; name: string } };
  };
}

const wrongOf = (code: string) => String(((Number(code) - 1000 + 1) % 9000) + 1000);

runEachTestAtNoon({ server, backend });

describe('one-time codes', () => {
  it('a wrong code is otp_wrong; the fifth wrong one voids the code', async () => {
    const code = (await sendCode()).body.debug_code!;
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify(wrongOf(code))).body.code).toBe('otp_wrong');
    }
    const fifth = await verify(wrongOf(code));
    expect([fifth.status, fifth.body.code]).toEqual([422, 'otp_too_many_attempts']);
    expect((await verify(code)).body.code).toBe('otp_too_many_attempts');
  });

  it('a code older than five minutes is otp_expired', async () => {
    const code = (await sendCode()).body.debug_code!;
    backend.clock.advance(301_000);
    const reply = await verify(code);
    expect([reply.status, reply.body.code]).toEqual([422, 'otp_expired']);
  });

  it('asking again within 30 s answers 429 with how long to wait', async () => {
    await sendCode();
    backend.clock.advance(10_000);
    const again = await sendCode();
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'otp_rate_limited', retry_after: 20 });
  });
});

describe('accounts', () => {
  it('a new phone is a new customer without a name; deleted, the phone starts over', async () => {
    const first = await verify((await sendCode()).body.debug_code!);
    expect(first.status).toBe(200);
    expect(first.body.user?.name).toBe('');
    const auth = { Authorization: `Bearer ${first.body.token}` };
    const renamed = await call('POST', '/api/webapp/update-profile', { name: 'Sara' }, auth);
    await documented('updateProfile', renamed);
    const userId = first.body.user!.id;
    const deleted = await call('GET', `/api/webapp/account/delete/${userId}`, undefined, auth);
    await documented('deleteAccount', deleted);
    expect(deleted.status).toBe(200);
    const profile = await call('GET', `/api/webapp/profile/${userId}`, undefined, auth);
    expect(profile.status).toBe(401);

    backend.clock.advance(31_000);
    const again = await verify((await sendCode()).body.debug_code!);
    expect(again.body.user?.id).not.toBe(userId);
    expect(again.body.user?.name).toBe('');
  });
});

describe('registration flows, phone change and saved locations', () => {
  const tokyo = scenarioFacts(backend, 'tokyo');
  const shipper = scenarioFacts(backend, 'shipper');
  const NEW_NUMBER = '+96550007002';

  async function logIn(phone = PHONE) {
    const sent = await call('POST', '/api/send-otp', { phone, business_id: demo.businessId });
    const code = (sent.body as { debug_code: string }).debug_code;
    const reply = await call('POST', '/api/verify-otp', { phone, business_id: demo.businessId, code });
    const body = reply.body as { token: string; user: { id: number } };
    return { auth: { Authorization: `Bearer ${body.token}` }, userId: body.user.id };
  }

  it('whatsapp flow: register-whatsapp, then verify-by-whatsapp makes a new phone a customer', async () => {
    const phone = '+819012345678';
    const sent = await call('POST', '/api/webapp/register-whatsapp', {
      phone,
      business_id: tokyo.businessId,
    });
    await documented('registerWhatsapp', sent);
    const code = (sent.body as { debug_code: string }).debug_code;
    const verified = await call('POST', '/api/webapp/verify-by-whatsapp', {
      phone,
      business_id: tokyo.businessId,
      code,
    });
    await documented('verifyByWhatsapp', verified);
    expect(verified.body).toMatchObject({ is_new_user: true, user: { phone, name: '' } });
  });

  it('form flow: an unknown phone is not_registered, registers with its name, and verify logs it in', async () => {
    const phone = '+96550007003';
    const refused = await call('POST', '/api/send-otp', { phone, business_id: shipper.businessId });
    await documented('sendOtp', refused);
    expect([refused.status, (refused.body as { code: string }).code]).toEqual([404, 'not_registered']);
    const registered = await call('POST', '/api/webapp/register', {
      phone,
      name: 'Sara',
      email: null,
      business_id: shipper.businessId,
    });
    await documented('register', registered);
    const code = (registered.body as { debug_code: string }).debug_code;
    const verified = await call('POST', '/api/webapp/verify', {
      phone,
      business_id: shipper.businessId,
      code,
    });
    await documented('verifyRegistration', verified);
    expect(verified.body).toMatchObject({ is_new_user: true, user: { phone, name: 'Sara' } });
  });

  it('a verified new number replaces the old one; the old number no longer finds the customer', async () => {
    const { auth, userId } = await logIn();
    const sent = await call(
      'POST',
      '/api/send-otp',
      { phone: NEW_NUMBER, business_id: demo.businessId },
      auth,
    );
    const code = (sent.body as { debug_code: string }).debug_code;
    const changed = await call(
      'POST',
      '/api/webapp/verify-phone',
      { phone: NEW_NUMBER, business_id: demo.businessId, code, replace: true },
      auth,
    );
    await documented('verifyPhone', changed);
    expect(changed.body).toMatchObject({
      verified: true,
      phone: NEW_NUMBER,
      user: { id: userId, phone: NEW_NUMBER },
    });

    backend.clock.advance(31_000);
    expect((await logIn(NEW_NUMBER)).userId).toBe(userId);
    expect((await logIn(PHONE)).userId).not.toBe(userId);
  });

  it("another customer's number is refused with phone_taken", async () => {
    const { auth } = await logIn();
    const taken = demo.seed.users[0]!.phone;
    const sent = await call('POST', '/api/send-otp', { phone: taken, business_id: demo.businessId }, auth);
    const code = (sent.body as { debug_code: string }).debug_code;
    const refused = await call(
      'POST',
      '/api/webapp/verify-phone',
      { phone: taken, business_id: demo.businessId, code, replace: true },
      auth,
    );
    await documented('verifyPhone', refused);
    expect([refused.status, (refused.body as { code: string }).code]).toEqual([422, 'phone_taken']);
  });

  it('saved locations: new ones get ids, exactly one default, kept per customer', async () => {
    const { auth, userId } = await logIn();
    const location = (name: string, is_default: boolean) => ({
      id: 0,
      name,
      is_default,
      residency: 'house',
      area_id: null,
      address: { block: '3', lat: 29.37, lng: 47.98 },
    });
    const saved = await call(
      'POST',
      '/api/webapp/update-profile',
      { locations: [location('Home', false), location('Work', true)] },
      auth,
    );
    await documented('updateProfile', saved);
    const locations = (
      saved.body as { user: { locations: { id: number; name: string; is_default: boolean }[] } }
    ).user.locations;
    expect(locations.map((l) => [l.name, l.is_default])).toEqual([
      ['Home', false],
      ['Work', true],
    ]);
    expect(locations.every((l) => l.id > 0)).toBe(true);
    const profile = await call('GET', `/api/webapp/profile/${userId}`, undefined, auth);
    await documented('getProfile', profile);
    expect((profile.body as { user: { locations: unknown[] } }).user.locations).toHaveLength(2);
  });
});
