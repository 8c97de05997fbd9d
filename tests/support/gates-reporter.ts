/**
 * A Playwright reporter that declares the gates' cases from the tests about to run
 * (tests/support/gates.ts): every test is a CSP case, every test of the fault suites a fault case,
 * the submits sample a submits case. scripts/print-gates.mjs fails a gate whose declared case did
 * not record a result, so a test that stops recording (or never runs its check) cannot shrink the
 * figure unseen.
 */
import { basename } from 'node:path';
import type { Reporter, Suite, TestCase } from '@playwright/test/reporter';
import { FAULT_CASE_FILES, cspCaseName, declareCases, faultCaseName } from './gates.ts';

/** The title path as the test itself sees it (testInfo.titlePath): file, describes, title. */
function titlePathOf(test: TestCase): string[] {
  const path = test.titlePath();
  // [root, project, file, ...describes, title]
  return path.slice(2);
}

export default class GatesReporter implements Reporter {
  onBegin(_config: unknown, suite: Suite): void {
    const tests = suite.allTests();
    declareCases(
      'csp-violations',
      tests.map((test) => cspCaseName(test.parent.project()?.name ?? '', titlePathOf(test))),
    );
    declareCases(
      'fault-cases',
      tests
        .filter((test) => FAULT_CASE_FILES.includes(basename(test.location.file)))
        .map((test) => faultCaseName(test.parent.project()?.name ?? '', test.title)),
    );
    declareCases(
      'submits',
      tests
        .filter((test) => basename(test.location.file) === 'submits-sample.spec.ts')
        .map(() => 'submits sample'),
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
