// Fails when a message in the code is missing from the catalogs (extraction is stale) or when the
// en or ar catalog has an untranslated message. The other 39 languages may still be partial.
// The check leaves the working tree as it found it.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const COMPLETE = ['en', 'ar'];
const backup = mkdtempSync(join(tmpdir(), 'locales-'));
cpSync('locales', backup, { recursive: true });

function entries(po) {
  // msgid/msgstr pairs, skipping the header; multi-line strings are joined.
  const result = [];
  for (const block of po.split(/\n\s*\n/)) {
    const id = /(?:^|\n)msgid ((?:".*"\n?)+)/.exec(block);
    const str = /(?:^|\n)msgstr ((?:".*"\n?)+)/.exec(block);
    if (!id || !str) continue;
    const join = (s) => s.trim().split('\n').map((line) => JSON.parse(line)).join('');
    const msgid = join(id[1]);
    if (msgid === '') continue;
    result.push({ msgid, msgstr: join(str[1]), obsolete: block.includes('#~') });
  }
  return result;
}

let failed = false;
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });
  for (const locale of readdirSync('locales')) {
    const before = readFileSync(join(backup, locale, 'messages.po'), 'utf8');
    const after = readFileSync(join('locales', locale, 'messages.po'), 'utf8');
    const known = new Set(entries(before).map((e) => e.msgid));
    const missing = entries(after).filter((e) => !known.has(e.msgid));
    if (missing.length) {
      failed = true;
      console.error(`locales/${locale}: ${missing.length} message(s) not extracted yet, e.g. ${JSON.stringify(missing[0].msgid)}`);
    }
  }
  for (const locale of COMPLETE) {
    const untranslated = entries(readFileSync(join('locales', locale, 'messages.po'), 'utf8')).filter((e) => !e.msgstr);
    if (untranslated.length) {
      failed = true;
      console.error(`locales/${locale}: ${untranslated.length} untranslated, e.g. ${JSON.stringify(untranslated[0].msgid)}`);
    }
  }
} finally {
  rmSync('locales', { recursive: true, force: true });
  cpSync(backup, 'locales', { recursive: true });
  rmSync(backup, { recursive: true, force: true });
}
if (failed) {
  console.error('Run `npm run i18n:extract`, then translate the new messages in locales/en and locales/ar.');
  process.exit(1);
}
console.log('i18n: catalogs are up to date; en and ar are complete.');
