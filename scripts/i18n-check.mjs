// Fails when a message in the code is missing from the catalogs (extraction is stale), or when any
// catalog of CHECKED_LOCALES has a message untranslated or a translation that lost its message's
// shape: an argument, a rich-text tag, a select key or a plural category its language needs
// (scripts/lib/message-shape.mjs). The check leaves the working tree as it found it.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { catalogEntries } from './lib/po-entries.mjs';
import { translationProblems } from './lib/message-shape.mjs';

/**
 * The languages that must be complete: every catalog Lingui keeps, one per interface language
 * (lingui.config.ts takes them from src/domain/locale-codes.ts; message-shape.test.ts checks that
 * the two agree). Every later screen arrives translated in all of them.
 */
export const CHECKED_LOCALES = readdirSync(new URL('../locales/', import.meta.url)).sort();

/** Problems of one catalog's text, each a line for the report. */
export function catalogProblems(locale, po) {
  const problems = [];
  for (const { msgid, msgstr } of catalogEntries(po)) {
    for (const problem of translationProblems(msgid, msgstr, locale))
      problems.push(`${JSON.stringify(msgid).slice(0, 100)}: ${problem}`);
  }
  return problems;
}

function main() {
  const backup = mkdtempSync(join(tmpdir(), 'locales-'));
  cpSync('locales', backup, { recursive: true });
  let failed = false;
  try {
    execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });
    for (const locale of readdirSync('locales')) {
      const before = readFileSync(join(backup, locale, 'messages.po'), 'utf8');
      const after = readFileSync(join('locales', locale, 'messages.po'), 'utf8');
      const known = new Set(catalogEntries(before).map((e) => e.msgid));
      const missing = catalogEntries(after).filter((e) => !known.has(e.msgid));
      if (missing.length) {
        failed = true;
        console.error(
          `locales/${locale}: ${missing.length} message(s) not extracted yet, e.g. ${JSON.stringify(missing[0].msgid)}`,
        );
      }
    }
    for (const locale of CHECKED_LOCALES) {
      const problems = catalogProblems(locale, readFileSync(join('locales', locale, 'messages.po'), 'utf8'));
      if (!problems.length) continue;
      failed = true;
      const missing = problems.filter((p) => p.endsWith(': missing')).length;
      console.error(
        `locales/${locale}: ${problems.length} problem(s) (${missing} untranslated), e.g.\n  ${problems.slice(0, 5).join('\n  ')}`,
      );
    }
  } finally {
    rmSync('locales', { recursive: true, force: true });
    cpSync(backup, 'locales', { recursive: true });
    rmSync(backup, { recursive: true, force: true });
  }
  if (failed) {
    console.error(
      'Run `npm run i18n:extract`, then translate every new message in all 41 catalogs, keeping its arguments, tags and plural forms.',
    );
    process.exit(1);
  }
  console.log(
    `i18n: catalogs are up to date; all ${CHECKED_LOCALES.length} languages are complete and keep every message's shape.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
