/**
 * Named aliases for the generated contract types (schema.gen.ts is generated; never edit it).
 * Where a name clashes with src/domain/model.ts (MenuItem, Category, …) prefer the domain type in
 * rules and stores; contract-fit.ts proves these are assignable to it.
 */
import type { components, operations, paths } from './schema.gen.ts';

type Schemas = components['schemas'];

// errors and basics
export type ApiErrorBody = Schemas['Error'];
export type Ack = Schemas['Ack'];
export type LocalizedText = Schemas['LocalizedText'];
export type RawSellingType = Schemas['RawSellingType'];
export type OrderSellingType = Schemas['OrderSellingType'];
export type ItemSellingType = Schemas['ItemSellingType'];
export type Interval = Schemas['Interval'];
export type IntervalScale = Schemas['IntervalScale'];
export type TimeRange = Schemas['TimeRange'];
export type Paging = Schemas['Paging'];

// business
export type Business = Schemas['Business'];
export type BranchRef = Schemas['BranchRef'];
export type Branch = Schemas['Branch'];
export type ThemeColors = Schemas['ThemeColors'];
export type DarkMode = Schemas['DarkMode'];
export type MenuLayout = Schemas['MenuLayout'];
export type NavigationStyle = Schemas['NavigationStyle'];
export type CheckoutSettings = Schemas['CheckoutSettings'];
export type CheckoutSettingsByType = Schemas['CheckoutSettingsByType'];
export type ShippingSettings = Schemas['ShippingSettings'];
export type ScheduledOrdersConfig = Schemas['ScheduledOrdersConfig'];
export type ReservationSettings = Schemas['ReservationSettings'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type Policy = Schemas['Policy'];
export type SocialLink = Schemas['SocialLink'];
export type PlaceLabels = Schemas['PlaceLabels'];
export type Pixels = Schemas['Pixels'];
export type RestaurantResponse = Schemas['RestaurantResponse'];
export type Banner = Schemas['Banner'];
export type Table = Schemas['Table'];
export type TableRequest = Schemas['TableRequest'];
export type TableRequestKind = Schemas['TableRequestKind'];
export type TableRequestPayload = Schemas['TableRequestPayload'];

// menu
export type Menu = Schemas['Menu'];
export type MenusByType = Schemas['MenusByType'];
export type MenuResponse = Schemas['MenuResponse'];
export type Category = Schemas['Category'];
export type SmartCategory = Schemas['SmartCategory'];
export type MenuItem = Schemas['MenuItem'];
export type PriceLabel = Schemas['PriceLabel'];
export type ModifierGroup = Schemas['ModifierGroup'];
export type Modifier = Schemas['Modifier'];
export type Tax = Schemas['Tax'];
export type WeekdayAvailability = Schemas['WeekdayAvailability'];
export type Discount = Schemas['Discount'];
export type DiscountSet = Schemas['DiscountSet'];
export type Discounts = Schemas['Discounts'];
export type Tag = Schemas['Tag'];
export type Ingredient = Schemas['Ingredient'];
export type TagKind = Schemas['TagKind'];
export type TagsIngredientsResponse = Schemas['TagsIngredientsResponse'];

// shifts
export type ShiftsSchedule = Schemas['ShiftsSchedule'];
export type DayShifts = Schemas['DayShifts'];
export type TypeShift = Schemas['TypeShift'];

// delivery
export type DeliveryConfig = Schemas['DeliveryConfig'];
export type DeliveryFormType = Schemas['DeliveryFormType'];
export type DeliveryZone = Schemas['DeliveryZone'];
export type Area = Schemas['Area'];
export type GeoPoint = Schemas['GeoPoint'];
export type GeoPolygon = Schemas['GeoPolygon'];
export type ShippingCountry = Schemas['ShippingCountry'];
export type ShippingForm = Schemas['ShippingForm'];
export type ZonesResponse = Schemas['ZonesResponse'];
export type AddressFieldName = Schemas['AddressFieldName'];
export type AddressFieldConfig = Schemas['AddressFieldConfig'];
export type AddressFieldsConfig = Schemas['AddressFieldsConfig'];
export type AddressFields = Schemas['AddressFields'];
export type DeliveryAddress = Schemas['DeliveryAddress'];
export type Residency = Schemas['Residency'];

// users and auth
export type User = Schemas['User'];
export type Location = Schemas['Location'];
export type AuthTokenResponse = Schemas['AuthTokenResponse'];
export type OtpChannel = Schemas['OtpChannel'];
export type OtpRequest = Schemas['OtpRequest'];
export type OtpSentResponse = Schemas['OtpSentResponse'];
export type OtpVerifyRequest = Schemas['OtpVerifyRequest'];
export type LoginRequest = Schemas['LoginRequest'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type UpdateProfileRequest = Schemas['UpdateProfileRequest'];

// wallet and coupons
export type Wallet = Schemas['Wallet'];
export type WalletSummary = Schemas['WalletSummary'];
export type WalletBalanceEntry = Schemas['WalletBalanceEntry'];
export type WalletPackage = Schemas['WalletPackage'];
export type CreditHistoryEntry = Schemas['CreditHistoryEntry'];
export type WalletHistoryPage = Schemas['WalletHistoryPage'];
export type BuyWalletPackageResponse = Schemas['BuyWalletPackageResponse'];
export type Coupon = Schemas['Coupon'];
export type CouponUserType = Schemas['CouponUserType'];

// orders and reservations
export type OrderLine = Schemas['OrderLine'];
export type ModifierDetail = Schemas['ModifierDetail'];
export type OrderPayload = Schemas['OrderPayload'];
export type CalcOrderRequest = Schemas['CalcOrderRequest'];
export type CalcOrderResult = Schemas['CalcOrderResult'];
export type ScheduleChoice = Schemas['ScheduleChoice'];
export type CarDetails = Schemas['CarDetails'];
export type GiftDetails = Schemas['GiftDetails'];
export type Order = Schemas['Order'];
export type OrderLineView = Schemas['OrderLineView'];
export type OrderStatus = Schemas['OrderStatus'];
export type OrderStatusChange = Schemas['OrderStatusChange'];
export type PaymentStatus = Schemas['PaymentStatus'];
export type Transaction = Schemas['Transaction'];
export type Reservation = Schemas['Reservation'];
export type ReservationPayload = Schemas['ReservationPayload'];
export type ReservationDetails = Schemas['ReservationDetails'];
export type ReservationStatus = Schemas['ReservationStatus'];
export type ReservationFilters = Schemas['ReservationFilters'];
export type ReserveType = Schemas['ReserveType'];
export type Rating = Schemas['Rating'];

// outside services
export type GeocodePlace = Schemas['GeocodePlace'];
export type GeocodeAddress = Schemas['GeocodeAddress'];
export type GeocodeNotFound = Schemas['GeocodeNotFound'];
export type BuildManifest = Schemas['BuildManifest'];

// paths and operations
export type ApiPathName = keyof paths;
export type OperationId = keyof operations;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
/** The 200 body of an operation, e.g. `OkResponseOf<'getMenu'>`. */
export type OkResponseOf<Op extends OperationId> = JsonOf<operations[Op]['responses'][200]>;
/** The JSON request body of an operation, e.g. `RequestBodyOf<'placeOrder'>`. */
export type RequestBodyOf<Op extends OperationId> = JsonOf<NonNullable<operations[Op]['requestBody']>>;
/** Path parameters of an operation, e.g. `PathParamsOf<'getItem'>` is { branchId; itemId }. */
export type PathParamsOf<Op extends OperationId> = operations[Op]['parameters']['path'];
/** Query parameters of an operation. */
export type QueryParamsOf<Op extends OperationId> = NonNullable<operations[Op]['parameters']['query']>;
export type TerminalPayment = Schemas['TerminalPayment'];
export type TableBill = Schemas['TableBill'];
export type TerminalPaymentPayload = Schemas['TerminalPaymentPayload'];
export type CardSummary = Schemas['CardSummary'];
