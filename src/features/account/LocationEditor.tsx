import { Alert, Button, Checkbox, Group, Paper, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import type { GeocodeClient } from '../../api/outside-clients.ts';
import type { Location } from '../../api/types.ts';
import {
  locationDraftProblems,
  NEW_LOCATION_ID,
  putLocation,
  type LocationDraftProblem,
} from '../../domain/saved-locations.ts';
import { TEXT_LIMITS } from '../../domain/text-limits.ts';
import { useStores } from '../../stores/store-context.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { LimitedTextInput } from '../../ui/LimitedText.tsx';
import { DeliverySection } from '../delivery/DeliverySection.tsx';
import { DeliveryTargetProvider } from '../delivery/delivery-target.tsx';

interface LocationEditorProps {
  /** The location being edited; null adds a new one. */
  location: Location | null;
  geocoder: GeocodeClient;
  tileUrl: string;
  onDone: () => void;
}

/**
 * Adds or edits a saved location with the checkout's own delivery components (area picker, map
 * and pin with its zone check, the business's address fields) over a draft address of its own.
 * Saving sends the whole list with update-profile; a failed save keeps everything typed.
 */
export const LocationEditor = observer(function LocationEditor({
  location,
  geocoder,
  tileUrl,
  onDone,
}: LocationEditorProps) {
  const stores = useStores();
  const { auth } = stores;
  const { t } = useLingui();
  const [draft] = useState(() => {
    const store = stores.createAddressDraft();
    if (location) store.useSavedLocation(location);
    return store;
  });
  useEffect(() => () => draft.dispose(), [draft]);
  const [name, setName] = useState(location?.name ?? '');
  const [makeDefault, setMakeDefault] = useState(location?.is_default ?? false);
  const [problems, setProblems] = useState<Partial<Record<'name' | 'place', LocationDraftProblem>>>({});
  const [showAddressErrors, setShowAddressErrors] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = locationDraftProblems({
      name,
      nameLimit: TEXT_LIMITS.name,
      areaId: draft.selectedArea?.id ?? null,
      point: draft.location,
    });
    setProblems(found);
    setShowAddressErrors(true);
    if (Object.keys(found).length > 0 || Object.keys(draft.addressErrors).length > 0) return;
    const address = draft.address;
    const saved: Location = {
      id: location?.id ?? NEW_LOCATION_ID,
      name: name.trim(),
      is_default: location?.is_default ?? false,
      residency: address.residency,
      area_id: address.area_id ?? null,
      address: address.fields,
    };
    setBusy(true);
    setFailure(null);
    try {
      await auth.updateProfile({ locations: putLocation(auth.user?.locations ?? [], saved, makeDefault) });
      onDone();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const nameError =
    problems.name === 'name-missing'
      ? t`Give this address a name, for example Home.`
      : problems.name === 'name-too-long'
        ? t`The name is too long.`
        : undefined;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="location-editor-title">
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="location-editor-title">
            {location ? t`Edit the address` : t`New address`}
          </Title>
          <LimitedTextInput
            limit={TEXT_LIMITS.name}
            label={t`Name of this address`}
            placeholder={t`Home, Work …`}
            required
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setProblems((current) => ({ ...current, name: undefined }));
            }}
            error={nameError}
            data-testid="location-name"
          />
          <DeliveryTargetProvider store={draft}>
            <DeliverySection
              purpose="saved-location"
              errors={{
                destination: problems.place ? 'required' : undefined,
                address: showAddressErrors ? draft.addressErrors : undefined,
              }}
              geocoder={geocoder}
              tileUrl={tileUrl}
            />
          </DeliveryTargetProvider>
          <Checkbox
            label={t`Use this address by default`}
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.currentTarget.checked)}
            data-testid="location-default"
          />
          {failure !== null && <ErrorNotice error={failure} />}
          {problems.place && (
            <Alert color="red" role="alert">
              <Trans>Choose the area, or drop a pin on the map.</Trans>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={busy} data-testid="location-save">
              <Trans>Save the address</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
});
