/**
 * Compile-time proof that the contract still fits the business rules: every generated API type
 * below must be assignable to the domain type of src/domain/model.ts it stands for, and the
 * enumerations must be equal. A contract change that breaks a rule's input fails `tsc` here,
 * before any test runs. Nothing in this file exists at run time.
 */
import type * as Domain from '../domain/model.ts';
import type { AddressValues } from '../domain/address.ts';
import type * as Api from './types.ts';

type Extends<A, B> = [A] extends [B] ? true : false;
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export type EnumerationsMatch = [
  Assert<Equal<Api.RawSellingType, Domain.RawSellingType>>,
  Assert<Equal<Api.OrderSellingType, Domain.OrderSellingType>>,
  Assert<Equal<Api.ItemSellingType, Domain.ItemSellingType>>,
  Assert<Equal<Api.IntervalScale, Domain.IntervalScale>>,
  Assert<Equal<Api.Discount['type'], Domain.DiscountType>>,
  Assert<Equal<Api.CouponUserType, Domain.CouponUserType>>,
  Assert<Equal<Api.AddressFieldName, Domain.AddressFieldName>>,
  Assert<Equal<Api.TypeShift['status'], Domain.TypeShift['status']>>,
];

export type MenuFits = [
  Assert<Extends<Api.LocalizedText, Domain.LocalizedText>>,
  Assert<Extends<Api.Tax, Domain.Tax>>,
  Assert<Extends<Api.Interval, Domain.Interval>>,
  Assert<Extends<Api.PriceLabel, Domain.PriceLabel>>,
  Assert<Extends<Api.Modifier, Domain.Modifier>>,
  Assert<Extends<Api.ModifierGroup, Domain.ModifierGroup>>,
  Assert<Extends<Api.WeekdayAvailability, Domain.WeekdayAvailability>>,
  Assert<Extends<Api.MenuItem, Domain.MenuItem>>,
  Assert<Extends<Api.Category, Domain.Category>>,
  Assert<Extends<Api.Discount, Domain.Discount>>,
  Assert<Extends<Api.DiscountSet, Domain.DiscountSet>>,
  Assert<Extends<Api.Discounts, Domain.Discounts>>,
  Assert<Extends<Api.Coupon, Domain.Coupon>>,
];

export type CheckoutFits = [
  Assert<Extends<Api.ScheduledOrdersConfig, Domain.ScheduledOrdersConfig>>,
  Assert<Extends<Api.GeoPoint, Domain.GeoPoint>>,
  Assert<Extends<Api.GeoPolygon, Domain.GeoPolygon>>,
  Assert<Extends<Api.Area, Domain.Area>>,
  Assert<Extends<Api.DeliveryZone, Domain.DeliveryZone>>,
  Assert<Extends<Api.ShippingCountry, Domain.ShippingCountry>>,
  Assert<Extends<Api.AddressFieldConfig, Domain.AddressFieldConfig>>,
  Assert<Extends<Api.AddressFieldsConfig, Domain.AddressFieldsConfig>>,
  Assert<Extends<Api.DeliveryConfig['fields'], Domain.AddressFieldsConfig>>,
  Assert<Extends<Api.AddressFields, AddressValues>>,
  Assert<Extends<Api.TimeRange, Domain.TimeRange>>,
  Assert<Extends<Api.TypeShift, Domain.TypeShift>>,
  Assert<Extends<Api.DayShifts, Domain.DayShifts>>,
  Assert<Extends<Api.ShiftsSchedule, Domain.ShiftsSchedule>>,
  // Both ways: the order payload takes what the gift rule builds.
  Assert<Extends<Api.GiftDetails, Domain.GiftDetails>>,
  Assert<Extends<Domain.GiftDetails, Api.GiftDetails>>,
];

export type AccountFits = [
  Assert<Extends<Api.User, Domain.AuthUser>>,
  // Money is integer minor units everywhere: amounts must stay plain numbers, never strings.
  Assert<
    Extends<Api.CalcOrderResult[keyof Api.CalcOrderResult], Domain.Minor | Api.CalcOrderResult['lines']>
  >,
  Assert<Extends<Api.Wallet['onHoldBalance'], Domain.Minor>>,
  Assert<Extends<Api.WalletPackage['price'], Domain.Minor>>,
];
