import { Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Location } from '../../api/types.ts';
import { locationMatchesAddress, NEW_LOCATION_ID, putLocation } from '../../domain/saved-locations.ts';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';
import { useStores } from '../../stores/store-context.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { LimitedTextInput } from '../../ui/LimitedText.tsx';

/**
 * At the checkout, a logged-in customer may keep the address just entered among their saved
 * addresses (update-profile). Offered once the address has a place we deliver to and is not saved yet.
 */
export const SaveAddressOffer = observer(function SaveAddressOffer() {
  const { auth, delivery } = useStores();
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [savedName, setSavedName] = useState<string | null>(null);
  const locations = auth.user?.locations ?? [];
  const address = delivery.address;
  const alreadySaved = locations.some((location) => locationMatchesAddress(location, address));
  if (savedName !== null && alreadySaved) {
    return (
      <Text role="status" fw={600} data-testid="address-saved">
        <Trans>Saved to your addresses as {savedName}.</Trans>
      </Text>
    );
  }
  if (delivery.isShipping || delivery.zone === null || alreadySaved) return null;

  async function save() {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t`Give this address a name, for example Home.`);
      return;
    }
    const location: Location = {
      id: NEW_LOCATION_ID,
      name: trimmed,
      is_default: false,
      residency: address.residency,
      area_id: address.area_id ?? null,
      address: address.fields,
    };
    setBusy(true);
    setFailure(null);
    try {
      await auth.updateProfile({ locations: putLocation(locations, location, false) });
      setSavedName(trimmed);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs" data-testid="save-address">
      <Group align="flex-end" gap="sm">
        <LimitedTextInput
          limit={TEXT_LIMITS.name}
          label={t`Save this address as`}
          placeholder={t`Home, Work …`}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          style={{ flex: 1 }}
          data-testid="save-address-name"
        />
        <Button variant="light" loading={busy} onClick={() => void save()} data-testid="save-address-button">
          <Trans>Save the address</Trans>
        </Button>
      </Group>
      {failure !== null && <ErrorNotice error={failure} />}
    </Stack>
  );
});
