/**
 * The contract's maxLength on every text an order or a form sends is the limit the app counts
 * towards and the mock enforces (src/domain/text-limits.ts): one number, three places, kept equal.
 */
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../../src/domain/text-limits.ts';
import { contract } from './contract-document.ts';

type Json = Record<string, unknown>;
const schemas = (contract as { components: { schemas: Record<string, Json> } }).components.schemas;

/** A property of a schema, looking into allOf parts too. */
function propertyOf(schemaName: string, property: string): Json | undefined {
  const schema = schemas[schemaName]!;
  const parts = [schema, ...((schema.allOf as Json[] | undefined) ?? [])];
  for (const part of parts) {
    const found = (part.properties as Record<string, Json> | undefined)?.[property];
    if (found) return found;
  }
  return undefined;
}

const ADDRESS_FIELDS = ['city', 'street', 'block', 'postcode', 'building', 'avenue', 'intercom', 'floor'];

describe('text limits in the contract', () => {
  it.each<[string, string, number]>([
    ['OrderPayload', 'name', TEXT_LIMITS.name],
    ['OrderPayload', 'phone', TEXT_LIMITS.phone],
    ['OrderPayload', 'comment', TEXT_LIMITS.orderNote],
    ['OrderPayload', 'notes', TEXT_LIMITS.deliveryNote],
    ['CalcOrderRequest', 'coupon_code', TEXT_LIMITS.couponCode],
    ['OrderLine', 'comment', TEXT_LIMITS.lineNote],
    ['CarDetails', 'plate', TEXT_LIMITS.plate],
    ['CarDetails', 'model', TEXT_LIMITS.carModel],
    ['CarDetails', 'color', TEXT_LIMITS.carColour],
    ['GiftDetails', 'recipient_name', TEXT_LIMITS.name],
    ['GiftDetails', 'recipient_phone', TEXT_LIMITS.phone],
    ['GiftDetails', 'message', TEXT_LIMITS.giftMessage],
    ['AddressFields', 'note', TEXT_LIMITS.deliveryNote],
    ...ADDRESS_FIELDS.map((field): [string, string, number] => [
      'AddressFields',
      field,
      TEXT_LIMITS.addressField,
    ]),
    ['LoginRequest', 'phone', TEXT_LIMITS.phone],
    ['OtpRequest', 'phone', TEXT_LIMITS.phone],
    ['RegisterRequest', 'name', TEXT_LIMITS.name],
    ['RegisterRequest', 'email', TEXT_LIMITS.email],
    ['UpdateProfileRequest', 'name', TEXT_LIMITS.name],
    ['UpdateProfileRequest', 'email', TEXT_LIMITS.email],
    ['CouponValidationRequest', 'code', TEXT_LIMITS.couponCode],
    ['Rating', 'comment', TEXT_LIMITS.orderNote],
    ['ReservationDetails', 'note', TEXT_LIMITS.orderNote],
  ])('%s.%s has maxLength %i', (schema, property, limit) => {
    expect(propertyOf(schema, property)?.maxLength).toBe(limit);
  });
});
