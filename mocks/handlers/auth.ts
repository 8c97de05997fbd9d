/** Login and registration by WhatsApp one-time code, profile and account deletion. */
import { charactersOver, TEXT_LIMITS } from '../../src/domain/text-limits.ts';
import { HttpResponse } from 'msw';
import type { Schemas } from '../api-types.ts';
import type { MockBackend } from '../backend.ts';
import type { ScenarioSeed } from '../db/records.ts';
import type { StoredUser } from '../db/state.ts';
import {
  consumeOtp,
  createUser,
  isPlausiblePhone,
  issueToken,
  normalisePhone,
  sendOtp,
  toApiUser,
  userByPhone,
} from '../services/users.ts';
import {
  api,
  bearerToken,
  errorReply,
  idParam,
  invalid,
  readJsonObject,
  scenarioOfToken,
  sessionUser,
  unauthorized,
} from './http.ts';

interface PhoneBody {
  seed: ScenarioSeed;
  phone: string;
  body: Record<string, unknown>;
}

/** Reads { phone, business_id } and finds the business, or explains what is wrong. */
async function phoneBody(backend: MockBackend, request: Request): Promise<PhoneBody | Response> {
  const body = await readJsonObject(request);
  if (!body) return invalid({ body: 'A JSON body is required.' });
  if (!isPlausiblePhone(body.phone)) return invalid({ phone: 'The phone number is not valid.' });
  const seed = typeof body.business_id === 'number' ? backend.db.businessById(body.business_id) : null;
  if (!seed) return invalid({ business_id: 'Unknown business.' });
  return { seed, phone: normalisePhone(body.phone), body };
}

function otpReply(backend: MockBackend, seed: ScenarioSeed, phone: string, name: string | null): Response {
  const result = sendOtp(backend, seed, phone, name);
  if (!result.ok) {
    const body: Schemas['Error'] = {
      error: 429,
      code: 'otp_rate_limited',
      message: `Please wait ${result.waitSeconds} seconds before asking for a new code.`,
      retry_after: result.waitSeconds,
    };
    return HttpResponse.json(body, { status: 429, headers: { 'Retry-After': String(result.waitSeconds) } });
  }
  return HttpResponse.json(result.reply);
}

const OTP_PROBLEM_TEXT = {
  otp_wrong: 'The code is not right.',
  otp_expired: 'The code has expired. Ask for a new one.',
  otp_too_many_attempts: 'Too many wrong codes. Ask for a new one.',
} as const;

function otpRefused(problem: keyof typeof OTP_PROBLEM_TEXT): Response {
  return errorReply(422, problem, OTP_PROBLEM_TEXT[problem], { code: OTP_PROBLEM_TEXT[problem] });
}

/** Checks the code and logs in, creating the customer on first login. */
function verifyAndLogin(backend: MockBackend, parsed: PhoneBody): Response {
  const code = parsed.body.code;
  if (typeof code !== 'string' || !/^\d{4,6}$/.test(code))
    return invalid({ code: 'Enter the code you received.' });
  const checked = consumeOtp(backend, parsed.seed, parsed.phone, code);
  if (!checked.ok) return otpRefused(checked.problem);
  return loginReply(backend, parsed.seed, parsed.phone, checked.otp.name);
}

function loginReply(backend: MockBackend, seed: ScenarioSeed, phone: string, name: string | null): Response {
  const existing = userByPhone(backend, seed, phone);
  const user = existing ?? createUser(backend, seed, phone, name);
  const token = issueToken(backend, seed, user);
  backend.db.commit();
  const reply: Schemas['AuthTokenResponse'] = { token, user: toApiUser(seed, user), is_new_user: !existing };
  return HttpResponse.json(reply);
}

function profileOf(
  backend: MockBackend,
  request: Request,
  userIdText: string | undefined,
): { seed: ScenarioSeed; user: StoredUser } | null {
  const userId = idParam(userIdText);
  const seed = userId ? backend.db.seedForId(userId) : null;
  const user = seed ? sessionUser(backend, seed, request) : null;
  return seed && user && user.id === userId ? { seed, user } : null;
}

function sanitiseLocations(
  value: unknown,
  backend: MockBackend,
  seed: ScenarioSeed,
): Schemas['Location'][] | null {
  if (!Array.isArray(value)) return null;
  const locations = value.filter(
    (v): v is Schemas['Location'] =>
      typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string',
  );
  if (locations.length !== value.length) return null;
  const hasDefault = locations.some((l) => l.is_default);
  return locations.map((location, i) => ({
    ...location,
    id: location.id > 0 ? location.id : backend.db.nextId(seed.name),
    is_default: hasDefault ? Boolean(location.is_default) : i === 0,
    residency: location.residency ?? 'house',
    area_id: location.area_id ?? null,
    address: location.address ?? {},
  }));
}

/** The verified number becomes the customer's phone: the old one no longer logs in to them. */
function replacePhone(backend: MockBackend, parsed: PhoneBody, user: StoredUser | null): Response {
  if (!user) return unauthorized();
  const owner = userByPhone(backend, parsed.seed, parsed.phone);
  if (owner && owner !== user) {
    backend.db.commit();
    return errorReply(422, 'phone_taken', 'This phone number belongs to another customer.', {
      phone: 'This phone number belongs to another customer.',
    });
  }
  user.phone = parsed.phone;
  user.verified_phones = [parsed.phone];
  backend.db.commit();
  const reply: Schemas['PhoneVerifiedResponse'] = {
    verified: true,
    phone: parsed.phone,
    user: toApiUser(parsed.seed, user),
  };
  return HttpResponse.json(reply);
}

export function authHandlers(backend: MockBackend) {
  return [
    api.get('/webapp/profile/{userId}', ({ request, params }) => {
      const found = profileOf(backend, request, params.userId);
      if (!found) return unauthorized();
      return HttpResponse.json({ user: toApiUser(found.seed, found.user) });
    }),

    api.get('/webapp/account/delete/{userId}', ({ request, params }) => {
      const found = profileOf(backend, request, params.userId);
      if (!found) return unauthorized();
      const state = backend.db.scenario(found.seed.name);
      state.users = state.users.filter((u) => u !== found.user);
      state.sessions = state.sessions.filter((s) => s.user_id !== found.user.id);
      backend.db.commit();
      return HttpResponse.json({ success: true, message: 'Account deleted' });
    }),

    api.post('/webapp/login', async ({ request }) => {
      const parsed = await phoneBody(backend, request);
      if (parsed instanceof Response) return parsed;
      if (parsed.seed.business.disable_otp && parsed.body.code === undefined) {
        return loginReply(backend, parsed.seed, parsed.phone, null);
      }
      return verifyAndLogin(backend, parsed);
    }),

    api.post('/webapp/register', async ({ request }) => {
      const parsed = await phoneBody(backend, request);
      if (parsed instanceof Response) return parsed;
      const name = parsed.body.name;
      if (typeof name !== 'string' || !name.trim()) return invalid({ name: 'Please enter your name.' });
      if (charactersOver(name, TEXT_LIMITS.name) > 0)
        return invalid({ name: `At most ${TEXT_LIMITS.name} characters.` });
      if (userByPhone(backend, parsed.seed, parsed.phone))
        return invalid({ phone: 'This phone number is already registered.' });
      return otpReply(backend, parsed.seed, parsed.phone, name);
    }),

    ...(['/webapp/register-whatsapp', '/send-otp'] as const).map((path) =>
      api.post(path, async ({ request }) => {
        const parsed = await phoneBody(backend, request.clone());
        if (parsed instanceof Response) return parsed;
        // With the `form` flow a new phone registers with its name first; a logged-in customer
        // asking a code for a new number (phone change) is not registering.
        const registering = path === '/send-otp' && parsed.seed.business.registration_flow === 'form';
        if (
          registering &&
          !userByPhone(backend, parsed.seed, parsed.phone) &&
          !sessionUser(backend, parsed.seed, request)
        )
          return errorReply(404, 'not_registered', 'This phone number is not registered yet.');
        const name = typeof parsed.body.name === 'string' ? parsed.body.name : null;
        return otpReply(backend, parsed.seed, parsed.phone, name);
      }),
    ),

    api.post('/webapp/resend-otp', async ({ request }) => {
      const parsed = await phoneBody(backend, request);
      if (parsed instanceof Response) return parsed;
      return otpReply(backend, parsed.seed, parsed.phone, null);
    }),

    ...(['/webapp/verify-by-whatsapp', '/webapp/verify', '/verify-otp'] as const).map((path) =>
      api.post(path, async ({ request }) => {
        const parsed = await phoneBody(backend, request);
        if (parsed instanceof Response) return parsed;
        return verifyAndLogin(backend, parsed);
      }),
    ),

    api.post('/webapp/verify-phone', async ({ request }) => {
      const parsed = await phoneBody(backend, request.clone());
      if (parsed instanceof Response) return parsed;
      const code = parsed.body.code;
      if (typeof code !== 'string') return invalid({ code: 'Enter the code you received.' });
      const checked = consumeOtp(backend, parsed.seed, parsed.phone, code);
      if (!checked.ok) return otpRefused(checked.problem);
      const user = sessionUser(backend, parsed.seed, request);
      if (parsed.body.replace === true) return replacePhone(backend, parsed, user);
      if (user && !user.verified_phones.includes(parsed.phone)) user.verified_phones.push(parsed.phone);
      backend.db.commit();
      return HttpResponse.json({ verified: true, phone: parsed.phone });
    }),

    api.post('/webapp/update-profile', async ({ request }) => {
      const scenarioName = scenarioOfToken(bearerToken(request));
      const seed = scenarioName ? backend.db.seedByReference(scenarioName) : null;
      const user = seed ? sessionUser(backend, seed, request) : null;
      if (!seed || !user) return unauthorized();
      const body = await readJsonObject(request);
      if (!body) return invalid({ body: 'A JSON body is required.' });
      if (body.name !== undefined) {
        if (typeof body.name !== 'string' || !body.name.trim())
          return invalid({ name: 'Please enter your name.' });
        if (charactersOver(body.name, TEXT_LIMITS.name) > 0)
          return invalid({ name: `At most ${TEXT_LIMITS.name} characters.` });
        user.name = body.name.trim();
      }
      if (body.email !== undefined) {
        if (
          body.email !== null &&
          (typeof body.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.email))
        ) {
          return invalid({ email: 'The email address is not valid.' });
        }
        user.email = body.email;
      }
      if (body.locations !== undefined) {
        const locations = sanitiseLocations(body.locations, backend, seed);
        if (!locations) return invalid({ locations: 'The saved addresses are not valid.' });
        user.locations = locations;
      }
      backend.db.commit();
      return HttpResponse.json({ user: toApiUser(seed, user) });
    }),
  ];
}
