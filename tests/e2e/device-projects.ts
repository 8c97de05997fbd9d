/**
 * Where each e2e test runs. A test runs in every device project unless it is tagged for some of
 * them, or its whole file belongs to one device; playwright.config.ts turns this into each
 * project's filters, so a test that does not belong to a project is never even set up there (a
 * runtime `test.skip` would still open a page and run the hooks: about 560 such instances made the
 * suite slow and the gates count tests that never ran).
 */
export type DeviceProject = 'phone' | 'tablet' | 'kiosk';

const PROJECTS_OF_TAG = {
  // Behaviour no layout changes (a call's faults, a rule's edge, a scenario's variant): once, on
  // the phone; journeys and every screen's layout and axe scan run in all three.
  '@phone-only': ['phone'],
  '@kiosk-only': ['kiosk'],
  '@tablet-only': ['tablet'],
  '@touch-only': ['tablet', 'kiosk'],
  // The tablet shares the kiosk's touch layout; phone and kiosk are its narrowest and largest case.
  '@not-tablet': ['phone', 'kiosk'],
  // The kiosk has a case of its own (with its service worker and the kept menu); and the screens
  // of a customer's own (login, account, wallet, reservations: src/domain/device.ts) are never
  // shown on a managed kiosk, so their journeys run on the phone and the tablet's touch layout.
  '@not-kiosk': ['phone', 'tablet'],
} as const satisfies Record<string, readonly DeviceProject[]>;

type Tag = keyof typeof PROJECTS_OF_TAG;

/** Test details that keep a test to its devices: `test('…', onlyOn.kiosk, async ({ page }) => …)`. */
export const onlyOn = {
  phone: { tag: '@phone-only' },
  kiosk: { tag: '@kiosk-only' },
  tablet: { tag: '@tablet-only' },
  touch: { tag: '@touch-only' },
  notTablet: { tag: '@not-tablet' },
  notKiosk: { tag: '@not-kiosk' },
} as const satisfies Record<string, { tag: Tag }>;

/** Files whose every test belongs to one device (their hooks set that device up). */
const FILES_OF_ONE_PROJECT: Record<string, DeviceProject> = {
  'kiosk.spec.ts': 'kiosk',
  'table-tablet.spec.ts': 'tablet',
  'order-integrity.spec.ts': 'phone',
  // The fault suites (fault-support.ts runAsFaultCases): the same components on every layout.
  'faults.spec.ts': 'phone',
  'faults-every-call.spec.ts': 'phone',
};

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The filters of one project: the tags and files of the other devices are left out. */
export function projectFilters(project: DeviceProject): { grepInvert?: RegExp; testIgnore?: RegExp } {
  const foreignTags = Object.entries(PROJECTS_OF_TAG)
    .filter(([, projects]) => !(projects as readonly DeviceProject[]).includes(project))
    .map(([tag]) => escaped(tag));
  const foreignFiles = Object.entries(FILES_OF_ONE_PROJECT)
    .filter(([, owner]) => owner !== project)
    .map(([file]) => escaped(file));
  return {
    ...(foreignTags.length ? { grepInvert: new RegExp(`(${foreignTags.join('|')})(?![\\w-])`) } : {}),
    ...(foreignFiles.length ? { testIgnore: new RegExp(`(^|/)(${foreignFiles.join('|')})$`) } : {}),
  };
}
