import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  AddressFieldName,
  AddressFields,
  AddressFieldsConfig,
  Area,
  DeliveryAddress,
  DeliveryConfig,
  DeliveryZone,
  Location,
  Residency,
  ShippingCountry,
  ShippingForm,
} from '../api/types.ts';
import { unwrap } from '../api/errors.ts';
import { checkedReply } from '../api/reply-shape.ts';
import { isZonesReply } from '../api/later-reply-shapes.ts';
import { validateAddress, type AddressErrors } from '../domain/address.ts';
import {
  deliveryFee,
  deliveryTimeOf,
  isValidLatLng,
  keepSelectedArea,
  minimumOrder,
  zoneForArea,
  zoneOfBranchById,
  type DeliveryTime,
  type LatLng,
} from '../domain/delivery.ts';
import type { Minor } from '../domain/model.ts';
// Types only (erased): the module itself is loaded with import() below.
import type * as ZoneGeometry from '../domain/zone-geometry.ts';
import { keepShippingCountry, shippingApplies, type ShippingLine } from '../domain/shipping.ts';
import type { StoreDeps } from './deps.ts';
import { persistStore, stopPersistingStore } from './persistence.ts';
import {
  DELIVERY_PERSISTENCE,
  emptyDeliveryForm,
  sameAddress,
  type DeliveryForm,
} from './delivery-persistence.ts';
import type { RootStore } from './root-store.ts';

let geometryModule: Promise<typeof ZoneGeometry> | null = null;

/**
 * Turf (point in polygon) loads only when a map pin must be matched to a zone: it must stay out of
 * the initial bundle. The module is fetched once; a failed fetch is tried again next time.
 */
function loadZoneGeometry(): Promise<typeof ZoneGeometry> {
  geometryModule ??= import('../domain/zone-geometry.ts').catch((error: unknown) => {
    geometryModule = null;
    throw error;
  });
  return geometryModule;
}

export type ZonesState = 'not-fetched' | 'fetching' | 'fetched' | 'error';

/** Addresses a customer used before, newest first, at most this many. */
export const REMEMBERED_ADDRESSES = 5;

/** Where a delivery goes: zones and areas, the address form, a map pin, or a country abroad. */
export class DeliveryStore {
  zones: DeliveryZone[] = [];
  countries: ShippingCountry[] = [];
  shippingForm: ShippingForm | null = null;
  zonesState: ZonesState = 'not-fetched';
  private zonesBranchId: number | null = null;
  selectedArea: Area | null = null;
  deliveryForm: DeliveryForm = emptyDeliveryForm();
  location: LatLng | null = null;
  /** The visible zone of the branch that holds the map pin, once matched (see matchingPoint). */
  pointZoneId: number | null = null;
  /** The map pin is being matched to a zone (the geometry module loads lazily). */
  matchingPoint = false;
  private matchRun = 0;
  private matching: Promise<void> = Promise.resolve();
  selectedCountry: ShippingCountry | null = null;
  /** Addresses used for earlier orders on this device. */
  locations: DeliveryAddress[] = [];
  private fetching: Promise<void> | null = null;
  readonly hydrated: Promise<void>;

  /**
   * `persisted` false: a draft address (a saved location being edited) that the device does not
   * keep and that never touches the checkout's address.
   */
  constructor(
    private readonly root: RootStore,
    private readonly deps: Pick<StoreDeps, 'api' | 'storage'>,
    persisted = true,
  ) {
    makeAutoObservable<
      DeliveryStore,
      'root' | 'deps' | 'fetching' | 'zonesBranchId' | 'matchRun' | 'matching'
    >(
      this,
      {
        root: false,
        deps: false,
        fetching: false,
        matchRun: false,
        matching: false,
        zonesBranchId: true,
        hydrated: false,
        zones: observableRef,
        countries: observableRef,
        shippingForm: observableRef,
      },
      { autoBind: true },
    );
    // A draft (the saved-locations editor) is no customer data of its own: only the checkout's registers.
    if (persisted) root.customerSession.register('delivery', this.forgetCustomer);
    this.hydrated = persisted
      ? persistStore(this, DELIVERY_PERSISTENCE, deps.storage).then(() => this.checkSelection())
      : Promise.resolve();
  }

  get config(): DeliveryConfig | null {
    return this.root.business.business?.checkout.delivery ?? null;
  }

  get shippingEnabled(): boolean {
    return this.config?.shipping?.enabled ?? false;
  }

  /** Spec §5: shipping applies when enabled and the chosen country is not the business's own. */
  get isShipping(): boolean {
    return shippingApplies({
      enabled: this.shippingEnabled,
      countryIso: this.selectedCountry?.country_iso,
      businessCountry: this.root.business.business?.country_code,
    });
  }

  /** The zone that serves the order: the chosen area's, else the one around the map pin. */
  get zone(): DeliveryZone | null {
    const branchId = this.root.business.branchId;
    if (branchId === null) return null;
    if (this.selectedArea) return zoneForArea(this.selectedArea.id, this.zones, branchId);
    return this.pointZone;
  }

  /** The zone that holds the map pin, as last matched; null while matching. */
  get pointZone(): DeliveryZone | null {
    const branchId = this.root.business.branchId;
    if (branchId === null || this.location === null || this.matchingPoint) return null;
    return zoneOfBranchById(this.pointZoneId, this.zones, branchId);
  }

  /** The map pin lies inside one of the branch's zones (false until matched: see whenLocated). */
  get insideZone(): boolean {
    return this.pointZone !== null;
  }

  /** A map pin is dropped, matched, and outside every zone of the branch. */
  get pinOutsideZones(): boolean {
    return this.location !== null && !this.matchingPoint && this.pointZone === null;
  }

  get deliveryTime(): DeliveryTime {
    return deliveryTimeOf(this.zone);
  }

  get minimumOrder(): Minor {
    return minimumOrder({
      country: this.isShipping ? this.selectedCountry : null,
      zone: this.zone,
      businessDefault: this.config?.min_order,
    });
  }

  /** The fee before coupons (the totals zero it for a free-delivery coupon). */
  feeFor(lines: readonly ShippingLine[]): Minor {
    if (this.isShipping && this.selectedCountry) {
      return deliveryFee({ country: this.selectedCountry, lines, freeDelivery: false });
    }
    return deliveryFee({ zone: this.zone, freeDelivery: false });
  }

  /** Which address fields apply: the shipping form abroad, else the delivery settings. */
  get fieldsConfig(): AddressFieldsConfig | null {
    return this.isShipping ? (this.shippingForm?.fields ?? null) : (this.config?.fields ?? null);
  }

  get addressErrors(): AddressErrors {
    return validateAddress(this.fieldsConfig, this.deliveryForm.fields);
  }

  /** The address as the order carries it. */
  get address(): DeliveryAddress {
    return {
      area_id: this.isShipping ? null : (this.selectedArea?.id ?? null),
      residency: this.deliveryForm.residency,
      fields: {
        ...this.deliveryForm.fields,
        lat: this.location?.lat ?? null,
        lng: this.location?.lng ?? null,
      },
      country_iso: this.isShipping ? (this.selectedCountry?.country_iso ?? null) : null,
    };
  }

  /** Fetches zones (and shipping countries) once per branch. A failure is only logged (spec §8). */
  ensureZones(): Promise<void> {
    const branchId = this.root.business.branchId;
    if (branchId === null) return Promise.resolve();
    if (this.zonesState === 'fetched' && this.zonesBranchId === branchId) return Promise.resolve();
    if (this.fetching) return this.fetching;
    this.zonesState = 'fetching';
    const promise = this.fetchZones(branchId).finally(() => {
      if (this.fetching === promise) this.fetching = null;
    });
    this.fetching = promise;
    return promise;
  }

  private async fetchZones(branchId: number): Promise<void> {
    try {
      const response = checkedReply(
        await unwrap(
          this.deps.api.GET('/webapp/zones/{branchId}', {
            params: { path: { branchId }, query: { shipping: true } },
          }),
        ),
        isZonesReply,
      );
      runInAction(() => {
        // openapi-fetch's response types widen the [lng, lat] tuples to number[]; the contract says pairs.
        this.zones = response.zones as DeliveryZone[];
        this.countries = response.countries ?? [];
        this.shippingForm = response.shipping_form ?? null;
        this.zonesState = 'fetched';
        this.zonesBranchId = branchId;
        this.checkSelection();
      });
    } catch (error) {
      console.warn('Delivery zones could not be fetched', error);
      runInAction(() => {
        this.zonesState = 'error';
      });
    }
  }

  /**
   * Spec §4: after fetching or restoring, a chosen area of another branch or of a hidden zone is
   * cleared, and so is a shipping country when shipping is off or the country is another branch's.
   */
  checkSelection(): void {
    const branchId = this.root.business.branchId;
    if (branchId === null) return;
    void this.matchLocation(false);
    if (
      this.selectedArea &&
      this.zonesState === 'fetched' &&
      !keepSelectedArea(this.selectedArea.id, this.zones, branchId)
    ) {
      this.selectedArea = null;
    }
    if (this.selectedCountry) {
      const fresh = this.countries.find(
        (country) => country.country_iso === this.selectedCountry?.country_iso,
      );
      const country = fresh ?? this.selectedCountry;
      this.selectedCountry = keepShippingCountry({ enabled: this.shippingEnabled, country, branchId })
        ? country
        : null;
    }
  }

  /** Chooses an area from the branch's zones; an unknown id clears the choice. */
  selectArea(areaId: number | null): void {
    const branchId = this.root.business.branchId;
    const zone = areaId === null || branchId === null ? null : zoneForArea(areaId, this.zones, branchId);
    this.selectedArea = zone?.areas.find((area) => area.id === areaId) ?? null;
  }

  /**
   * Drops a map pin; when it lies in an area of the branch's zones, that area is chosen. Matching
   * the pin to a zone loads the geometry module first: the returned promise settles once the pin
   * is matched (insideZone, zone and the fees are then up to date), and never rejects.
   */
  setLocation(point: LatLng | null): Promise<void> {
    if (point !== null && !isValidLatLng(point)) return this.whenLocated();
    this.location = point;
    return this.matchLocation(true);
  }

  /** Settles when the current map pin is matched to a zone (at once without a pin). */
  async whenLocated(): Promise<void> {
    let pending: Promise<void>;
    do {
      pending = this.matching;
      await pending;
    } while (pending !== this.matching);
  }

  /**
   * Matches the map pin against the branch's zones; a newer pin (or zones) wins over a match still
   * loading. With selectArea, an area holding the pin becomes the chosen area.
   */
  private matchLocation(selectArea: boolean): Promise<void> {
    const run = ++this.matchRun;
    const point = this.location;
    const zones = this.zones;
    const branchId = this.root.business.branchId;
    this.pointZoneId = null;
    if (point === null || branchId === null || zones.length === 0) {
      this.matchingPoint = false;
      this.matching = Promise.resolve();
      return this.matching;
    }
    this.matchingPoint = true;
    this.matching = loadZoneGeometry().then(
      (geometry) => {
        if (run !== this.matchRun) return;
        const { zone, area } = geometry.matchPoint(point, zones, branchId);
        runInAction(() => {
          this.pointZoneId = zone?.id ?? null;
          this.matchingPoint = false;
          if (selectArea && area) this.selectedArea = area;
        });
      },
      (error: unknown) => {
        if (run !== this.matchRun) return;
        console.warn('The delivery zones map could not be loaded', error);
        runInAction(() => {
          this.matchingPoint = false;
        });
      },
    );
    return this.matching;
  }

  setField(name: AddressFieldName, value: string | null): void {
    this.deliveryForm = { ...this.deliveryForm, fields: { ...this.deliveryForm.fields, [name]: value } };
  }

  setResidency(residency: Residency): void {
    this.deliveryForm = { ...this.deliveryForm, residency };
  }

  /** Chooses the country to ship to; null (or the business's own country) means local delivery. */
  selectCountry(countryIso: string | null): void {
    this.selectedCountry = this.countries.find((country) => country.country_iso === countryIso) ?? null;
  }

  /** Fills the form from an address used before (or a saved location of the profile). */
  useAddress(address: Pick<DeliveryAddress, 'area_id' | 'residency' | 'fields'>): void {
    const { lat, lng, ...fields } = address.fields;
    this.deliveryForm = { residency: address.residency, fields: fields as AddressFields };
    this.location = lat != null && lng != null && isValidLatLng({ lat, lng }) ? { lat, lng } : null;
    this.selectArea(address.area_id ?? null);
    void this.matchLocation(false);
  }

  /** Fills the form from one of the customer's saved locations (profile). */
  useSavedLocation(location: Pick<Location, 'area_id' | 'residency' | 'address'>): void {
    this.useAddress({
      area_id: location.area_id ?? null,
      residency: location.residency,
      fields: location.address,
    });
  }

  /** Remembers the current address after an order, newest first, without duplicates. */
  rememberAddress(): void {
    const address = this.address;
    this.locations = [address, ...this.locations.filter((saved) => !sameAddress(saved, address))].slice(
      0,
      REMEMBERED_ADDRESSES,
    );
  }

  /** Spec §4: clears area, form, location, zone and shipping. */
  reset(): void {
    this.selectedArea = null;
    this.deliveryForm = emptyDeliveryForm();
    this.location = null;
    this.selectedCountry = null;
    void this.matchLocation(false);
  }

  /** Logout: the address typed and the addresses remembered on this device were the customer's. */
  forgetCustomer(): void {
    this.locations = [];
    this.reset();
  }

  /**
   * A draft address for a saved location: the same rules as the checkout's address (areas, pin and
   * zone check, fields), with the zones already fetched, kept apart from the checkout's and never stored.
   */
  createDraft(): DeliveryStore {
    const draft = new DeliveryStore(this.root, this.deps, false);
    draft.adoptZones(this);
    return draft;
  }

  /** A draft address uses the zones the checkout's store already fetched (no second call). */
  adoptZones(from: DeliveryStore): void {
    this.zones = from.zones;
    this.countries = from.countries;
    this.shippingForm = from.shippingForm;
    this.zonesState = from.zonesState;
    this.zonesBranchId = from.zonesBranchId;
    void this.matchLocation(false);
  }

  /** Another business or branch: its zones must be fetched again. */
  forgetZones(): void {
    this.zones = [];
    this.countries = [];
    this.shippingForm = null;
    this.zonesState = 'not-fetched';
    this.zonesBranchId = null;
    this.fetching = null;
    void this.matchLocation(false);
  }

  dispose(): void {
    stopPersistingStore(this);
  }
}
