import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { GeocodeClient } from '../../api/outside-clients.ts';
import type { Location } from '../../api/types.ts';
import { addressLine, makeDefaultLocation, removeLocation } from '../../domain/saved-locations.ts';
import { useStores } from '../../stores/store-context.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { useLocalized } from '../cart/use-localized.ts';
import { useLocationReach } from '../delivery/use-location-reach.ts';
import { LocationEditor } from './LocationEditor.tsx';

interface LocationsScreenProps {
  geocoder: GeocodeClient;
  tileUrl: string;
}

/** Editing: null for none, 'new' for a new address, else the location being edited. */
type Editing = null | 'new' | Location;

/** The customer's saved addresses: list, add, edit, delete and mark one as the default. */
export const LocationsScreen = observer(function LocationsScreen({
  geocoder,
  tileUrl,
}: LocationsScreenProps) {
  const { auth, delivery, business } = useStores();
  const { t } = useLingui();
  const text = useLocalized();
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const reachOf = useLocationReach(delivery.zones, business.branchId);
  const locations = auth.user?.locations ?? [];

  const areaName = (areaId: number | null | undefined): string | null => {
    if (areaId == null) return null;
    const area = delivery.zones.flatMap((zone) => zone.areas).find((a) => a.id === areaId);
    return area ? text(area.name) : null;
  };

  async function change(id: number, next: Location[]) {
    setBusyId(id);
    setFailure(null);
    try {
      await auth.updateProfile({ locations: next });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Stack gap="lg" maw={720} mx="auto" data-testid="locations-page">
      <Title order={1}>
        <Trans>My addresses</Trans>
      </Title>
      {failure !== null && <ErrorNotice error={failure} />}
      {editing !== null ? (
        <LocationEditor
          key={editing === 'new' ? 'new' : editing.id}
          location={editing === 'new' ? null : editing}
          geocoder={geocoder}
          tileUrl={tileUrl}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing('new')} data-testid="location-add">
          <Trans>Add an address</Trans>
        </Button>
      )}
      {locations.length === 0 ? (
        <Text data-testid="locations-empty">
          <Trans>You have no saved addresses yet. Save one here or at the checkout.</Trans>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {locations.map((location) => {
            const reach = reachOf(location);
            const where = [areaName(location.area_id), addressLine(location.address)]
              .filter(Boolean)
              .join(', ');
            return (
              <Paper
                key={location.id}
                component="li"
                withBorder
                p="md"
                data-testid="saved-location"
                data-location-id={location.id}
              >
                <Stack gap="xs">
                  <Group gap="sm">
                    <Text fw={700}>{location.name}</Text>
                    {location.is_default && (
                      <Badge variant="light" data-testid="location-is-default">
                        <Trans>Default</Trans>
                      </Badge>
                    )}
                  </Group>
                  {where && <Text size="sm">{where}</Text>}
                  {!reach.deliverable && (
                    <Text size="sm" c="red.8" data-testid="location-outside">
                      {reach.reason === 'outside-zones'
                        ? t`Outside our delivery zones for this branch.`
                        : t`No area or pin: edit it to choose where it is.`}
                    </Text>
                  )}
                  <Group gap="xs">
                    <Button
                      variant="light"
                      size="compact-md"
                      onClick={() => setEditing(location)}
                      aria-label={t`Edit ${location.name}`}
                      data-testid="location-edit"
                    >
                      <Trans>Edit</Trans>
                    </Button>
                    {!location.is_default && (
                      <Button
                        variant="light"
                        size="compact-md"
                        loading={busyId === location.id}
                        onClick={() => void change(location.id, makeDefaultLocation(locations, location.id))}
                        aria-label={t`Use ${location.name} by default`}
                        data-testid="location-make-default"
                      >
                        <Trans>Make default</Trans>
                      </Button>
                    )}
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-md"
                      onClick={() => void change(location.id, removeLocation(locations, location.id))}
                      aria-label={t`Delete ${location.name}`}
                      data-testid="location-delete"
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
});
