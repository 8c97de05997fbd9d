import { ActionIcon, Alert, Button, Loader } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ACTION_ICON_CLASSES, ALERT_CLASSES, BUTTON_CLASSES, LOADER_CLASSES } from './mantine-classes.ts';

describe('Mantine class names borrowed without the component', () => {
  it.each([
    ['ActionIcon', ACTION_ICON_CLASSES, ActionIcon.classes],
    ['Alert', ALERT_CLASSES, Alert.classes],
    ['Button', BUTTON_CLASSES, Button.classes],
    ['Loader', LOADER_CLASSES, Loader.classes],
  ])('%s', (name, borrowed, own: Record<string, string>) => {
    for (const [part, classes] of Object.entries(borrowed)) {
      const [hashed, readable] = classes.split(' ');
      expect(hashed).toBe(own[part]);
      // The readable name as Mantine writes it with static classes on (all but a few inner parts).
      if (readable !== undefined) expect(readable).toBe(`mantine-${name}-${part}`);
    }
  });
});
