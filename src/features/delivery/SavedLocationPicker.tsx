import { Radio, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { addressLine, locationMatchesAddress, preselectedLocation } from '../../domain/saved-locations.ts';
import { useStores } from '../../stores/store-context.tsx';
import { useLocationReach } from './use-location-reach.ts';

/**
 * The logged-in customer's saved locations at the checkout. The default one is chosen at first
 * when the checkout holds no place yet and it can be delivered to; one outside every visible zone
 * of the branch is shown, cannot be chosen, and says why.
 */
export const SavedLocationPicker = observer(function SavedLocationPicker() {
  const { auth, delivery, business } = useStores();
  const { t } = useLingui();
  const reachOf = useLocationReach(delivery.zones, business.branchId);
  const locations = auth.user?.locations ?? [];
  const preselected = preselectedLocation(locations, reachOf);
  const offered = useRef(false);
  const emptyPlace = delivery.selectedArea === null && delivery.location === null;
  useEffect(() => {
    if (offered.current || !preselected) return;
    offered.current = true;
    if (emptyPlace) delivery.useSavedLocation(preselected);
  }, [preselected, emptyPlace, delivery]);

  if (locations.length === 0) return null;
  const address = delivery.address;
  const chosen = locations.find(
    (location) => reachOf(location).deliverable && locationMatchesAddress(location, address),
  );
  return (
    <Radio.Group
      label={t`Your saved addresses`}
      value={chosen ? String(chosen.id) : null}
      onChange={(value) => {
        const location = locations.find((l) => String(l.id) === value);
        if (location && reachOf(location).deliverable) delivery.useSavedLocation(location);
      }}
      data-testid="saved-locations"
    >
      <Stack gap="xs" mt="xs">
        {locations.map((location) => {
          const reach = reachOf(location);
          const line = addressLine(location.address);
          const descriptionId = `saved-location-${location.id}-why`;
          return (
            <Stack key={location.id} gap={2}>
              <Radio
                value={String(location.id)}
                disabled={!reach.deliverable}
                label={location.is_default ? t`${location.name} (default)` : location.name}
                description={line || undefined}
                aria-describedby={reach.deliverable ? undefined : descriptionId}
                data-testid="saved-location-option"
                data-deliverable={reach.deliverable}
              />
              {!reach.deliverable && (
                <Text id={descriptionId} size="sm" c="red.8" ms={32} data-testid="saved-location-refused">
                  {reach.reason === 'outside-zones' ? (
                    <Trans>
                      We do not deliver there from this branch: it is outside every delivery zone.
                    </Trans>
                  ) : (
                    <Trans>This address has no area or pin. Edit it in your addresses first.</Trans>
                  )}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Radio.Group>
  );
});
