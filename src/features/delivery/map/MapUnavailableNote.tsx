import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import classes from './MapUnavailableNote.module.css';

/** Said when the map cannot be drawn: the area list remains the way to choose where to deliver. */
export function MapUnavailableNote({ overlay = false }: { overlay?: boolean }) {
  return (
    <Text size="sm" role="status" className={overlay ? `${classes.note} ${classes.overlay}` : classes.note}>
      <Trans>Map unavailable, choose your area from the list</Trans>
    </Text>
  );
}
