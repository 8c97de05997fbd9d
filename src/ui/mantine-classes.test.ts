import { ActionIcon } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ACTION_ICON_CLASSES } from './mantine-classes.ts';

describe('Mantine class names borrowed without the component', () => {
  it.each([['ActionIcon', ACTION_ICON_CLASSES, ActionIcon.classes]])('%s', (_, borrowed, own) => {
    expect(own).toMatchObject(borrowed);
  });
});
