import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import classes from './MapUnavailableNote.module.css';

/**
 * Said when the map cannot be drawn. By default for delivery, where the area list remains the way
 * to choose; another map says what remains in its place (`children`).
 */
export function MapUnavailableNote({
  overlay = false,
  children,
}: {
  overlay?: boolean;
  children?: ReactNode;
}) {
  return (
    <Text size="sm" role="status" className={overlay ? `${classes.note} ${classes.overlay}` : classes.note}>
      {children ?? <Trans>Map unavailable, choose your area from the list</Trans>}
    </Text>
  );
}
