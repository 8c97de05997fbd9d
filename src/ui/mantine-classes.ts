/**
 * Mantine's own class names for components whose look a first-load element borrows without
 * importing the component (issue #34: importing ActionIcon for its `classes`, Alert with its close
 * button, or Button with its loader, brought their whole code into the menu's first load). Each
 * part is the hashed name Mantine's stylesheet styles and the readable one (`mantine-Button-root`)
 * that our own stylesheets select; mantine-classes.test.ts checks both against Mantine's, so an
 * upgrade that renames one fails.
 */
export const ACTION_ICON_CLASSES = {
  root: 'm_8d3f4000 mantine-ActionIcon-root',
  icon: 'm_8d3afb97 mantine-ActionIcon-icon',
} as const;
export const ALERT_CLASSES = {
  root: 'm_66836ed3 mantine-Alert-root',
  wrapper: 'm_a5d60502 mantine-Alert-wrapper',
  body: 'm_667c2793 mantine-Alert-body',
  title: 'm_6a03f287 mantine-Alert-title',
  label: 'm_698f4f23 mantine-Alert-label',
  message: 'm_7fa78076 mantine-Alert-message',
} as const;
export const BUTTON_CLASSES = {
  root: 'm_77c9d27d mantine-Button-root',
  inner: 'm_80f1301b mantine-Button-inner',
  label: 'm_811560b9 mantine-Button-label',
  section: 'm_a74036a mantine-Button-section',
} as const;
export const LOADER_CLASSES = { root: 'm_5ae2e3c mantine-Loader-root', ovalLoader: 'm_b34414df' } as const;
