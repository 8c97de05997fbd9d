import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { GeocodeClient } from '../../api/outside-clients.ts';
import type { LatLng } from '../../domain/delivery.ts';
import type { CheckoutErrors } from '../../domain/checkout-form.ts';
import { fieldsFromPlace } from '../../domain/address-from-place.ts';
import type { AddressFieldName } from '../../domain/model.ts';
import { useStores } from '../../stores/store-context.tsx';
import { Price } from '../../ui/Price.tsx';
import { AddressFields } from './AddressFields.tsx';
import { AreaPicker } from './AreaPicker.tsx';
import { SafeDeliveryMap } from './map/LazyDeliveryMap.tsx';
import { reverseGeocode, type ReverseGeocodeResult } from './map/reverse-geocode.ts';
import { ShippingCountryPicker } from './ShippingCountryPicker.tsx';
import { useLocalized } from '../cart/use-localized.ts';
import { DeliveryTimeText } from './DeliveryTimeText.tsx';
import { useDeliveryTarget } from './delivery-target.tsx';

export interface DeliverySectionProps {
  errors: Pick<CheckoutErrors, 'destination' | 'address'>;
  geocoder: GeocodeClient;
  tileUrl: string;
  /**
   * `checkout` (default): where this order goes, abroad too. `saved-location`: a place the customer
   * keeps for later, at home only; a pin outside every zone may be kept, and is said to be outside.
   */
  purpose?: 'checkout' | 'saved-location';
  /** Shown above the area picker (the checkout's saved locations). */
  children?: ReactNode;
}

/**
 * Where the order goes: a country abroad (shipping) or, at home, an area chosen by name or a pin
 * on the map inside a zone; then the address fields. The zone found sets fee, minimum and time.
 */
export const DeliverySection = observer(function DeliverySection({
  errors,
  geocoder,
  tileUrl,
  purpose = 'checkout',
  children,
}: DeliverySectionProps) {
  const { business, preferences } = useStores();
  const delivery = useDeliveryTarget();
  const forLater = purpose === 'saved-location';
  const { t } = useLingui();
  const text = useLocalized();
  const config = delivery.config;
  const shipping = delivery.isShipping;
  const showCountries = !forLater && delivery.shippingEnabled && delivery.countries.length > 0;
  const showMap = !shipping && (config?.form_type === 'map' || config?.drop_pin === true);
  const place = usePlace(geocoder, delivery.location, preferences.language);
  const placeName = place?.displayName ?? null;
  // What the last pin wrote in the fields: a new pin may replace it, never what the customer typed.
  const filledByPin = useRef<Partial<Record<AddressFieldName, string>>>({});
  useEffect(() => {
    if (!place) return;
    const fill = fieldsFromPlace(
      place.address,
      delivery.fieldsConfig,
      delivery.deliveryForm.fields,
      filledByPin.current,
    );
    for (const [name, value] of Object.entries(fill) as [AddressFieldName, string][])
      delivery.setField(name, value);
    filledByPin.current = { ...filledByPin.current, ...fill };
    // Only a new place fills the fields: typing in them afterwards must not bring the pin's back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [place]);
  const zone = delivery.zone;
  const currency = business.currency;

  const zoneName = zone ? text(zone.name) : '';
  const countryName = delivery.selectedCountry ? text(delivery.selectedCountry.country) : '';
  // A pin outside every zone is refused once matched, not only when the order is sent.
  const pinOutside = !shipping && delivery.pinOutsideZones;
  const outsideMessage = forLater
    ? t`This spot is outside our delivery zones. You can keep it, but we cannot deliver there for now.`
    : t`We do not deliver to this spot. Move the pin inside a coloured zone or choose your area from the list.`;
  const destinationError =
    errors.destination === 'required' && !pinOutside
      ? t`Choose your area, or drop a pin on the map.`
      : undefined;
  const pick = (point: LatLng) => {
    // A pin outside every zone must not ride on an area chosen earlier: the order would go to the pin.
    void delivery.setLocation(point).then(() => {
      if (delivery.pinOutsideZones) delivery.selectArea(null);
    });
  };

  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby={forLater ? undefined : 'delivery-title'}
      aria-label={forLater ? t`Where is it?` : undefined}
    >
      {!forLater && (
        <Title order={2} size="h3" id="delivery-title">
          <Trans>Delivery address</Trans>
        </Title>
      )}
      {delivery.zonesState === 'error' && (
        <Alert color="orange" role="status" data-testid="zones-error">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              <Trans>Delivery areas could not be loaded. Check your connection and try again.</Trans>
            </Text>
            <Button variant="default" onClick={() => void delivery.ensureZones()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {children}
      {showCountries && <ShippingCountryPicker />}
      {shipping ? (
        delivery.selectedCountry && (
          <Text data-testid="shipping-info">
            <Trans>Shipping to {countryName}: the fee depends on the weight of your order.</Trans>
          </Text>
        )
      ) : (
        <>
          <AreaPicker error={destinationError} />
          {showMap && (
            <Stack gap={4}>
              <Text size="sm">
                <Trans>Or tap the map where we should deliver.</Trans>
              </Text>
              <SafeDeliveryMap
                zones={delivery.zones}
                value={delivery.location}
                onPick={pick}
                tileUrl={tileUrl}
              />
              {placeName && (
                <Text size="sm" data-testid="pin-place">
                  <Trans>Pin at: {placeName}</Trans>
                </Text>
              )}
            </Stack>
          )}
          {pinOutside && (
            <Alert color={forLater ? 'orange' : 'red'} role="alert" data-testid="outside-zone">
              {outsideMessage}
            </Alert>
          )}
          {zone && (
            <Text data-testid="zone-info">
              <Trans>
                {zoneName}: delivery fee <Price amount={zone.fees} currency={currency} />, minimum order{' '}
                <Price amount={delivery.minimumOrder} currency={currency} />, delivered in{' '}
                <DeliveryTimeText time={delivery.deliveryTime} />.
              </Trans>
            </Text>
          )}
        </>
      )}
      <AddressFields errors={errors.address} />
    </Stack>
  );
});

/** The place at the pin, from the reverse geocoder; null while unknown or when it fails. */
function usePlace(
  geocoder: GeocodeClient,
  point: LatLng | null,
  language: string,
): ReverseGeocodeResult | null {
  const [place, setPlace] = useState<{ point: LatLng; result: ReverseGeocodeResult } | null>(null);
  useEffect(() => {
    if (!point) return;
    const controller = new AbortController();
    void reverseGeocode(geocoder, point, { language, signal: controller.signal }).then((result) => {
      if (result) setPlace({ point, result });
    });
    return () => controller.abort();
  }, [geocoder, point, language]);
  return place && point && place.point.lat === point.lat && place.point.lng === point.lng
    ? place.result
    : null;
}
