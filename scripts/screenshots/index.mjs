// `npm run screenshots` (issue 30): every device screen in English and Arabic into
// docs/screenshots/ (the README's galleries): the kiosk at 1080×1920 (kiosk.mjs), the table tablet
// at 1280×800 (tablet.mjs) and the phone at 390×844 (phone.mjs, phone-flow.mjs). Not a test and
// not part of `npm test`:
//   npm run build && npm run mock:build && npm run screenshots [-- --port 4451] [-- --only kiosk,tablet]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromiumPath, startMockServer } from '../lib/mock-server.mjs';
import { shootKiosk } from './kiosk.mjs';
import { LANGUAGES, OUT } from './lib.mjs';
import { shootPhoneFlow } from './phone-flow.mjs';
import { shootPhoneMenu } from './phone.mjs';
import { shootTablet } from './tablet.mjs';

const SETS = { kiosk: [shootKiosk], tablet: [shootTablet], phone: [shootPhoneMenu, shootPhoneFlow] };

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4451' },
    only: { type: 'string', default: Object.keys(SETS).join(',') },
  },
});
const chosen = values.only.split(',').map((name) => name.trim());
const unknown = chosen.filter((name) => !(name in SETS));
if (unknown.length > 0) throw new Error(`--only: ${unknown.join(', ')}? (${Object.keys(SETS).join(', ')})`);

const started = Date.now();
const { base, stop } = await startMockServer('dist', Number(values.port));
const browser = await chromium.launch({
  executablePath: chromiumPath(chromium),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  mkdirSync(OUT, { recursive: true });
  for (const name of chosen)
    for (const language of LANGUAGES)
      for (const shootSet of SETS[name]) await shootSet(browser, base, language);
} finally {
  await browser.close();
  stop();
}
console.log(`Screenshots in ${OUT}/ in ${Math.round((Date.now() - started) / 1000)} s.`);
