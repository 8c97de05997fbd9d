/**
 * Mantine's own class names for components whose look a first-load element borrows without
 * importing the component (issue #34: importing ActionIcon for its `classes`, or Alert with its
 * close button, or Button with its loader, brought their whole code into the menu's first load). Mantine's stylesheet styles these names;
 * mantine-classes.test.ts checks them against Mantine's, so an upgrade that renames one fails.
 */
export const ACTION_ICON_CLASSES = { root: 'm_8d3f4000', icon: 'm_8d3afb97' } as const;
export const ALERT_CLASSES = {
  root: 'm_66836ed3',
  wrapper: 'm_a5d60502',
  body: 'm_667c2793',
  title: 'm_6a03f287',
  label: 'm_698f4f23',
  message: 'm_7fa78076',
} as const;
export const BUTTON_CLASSES = {
  root: 'm_77c9d27d',
  inner: 'm_80f1301b',
  label: 'm_811560b9',
  section: 'm_a74036a',
} as const;
export const LOADER_CLASSES = { root: 'm_5ae2e3c', ovalLoader: 'm_b34414df' } as const;
