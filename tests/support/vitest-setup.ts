// Only the files that render (a jsdom environment) need the DOM matchers and Testing Library:
// loading them for the pure rules' files too cost about 30 s of a two-core run.
import type {} from '@testing-library/jest-dom/vitest';

if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/react');
  // CI runs every test file on two cores at once: give findBy/waitFor room beyond their 1 s default.
  configure({ asyncUtilTimeout: 4000 });
}
