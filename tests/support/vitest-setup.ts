import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// CI runs every test file on two cores at once: give findBy/waitFor room beyond their 1 s default.
configure({ asyncUtilTimeout: 4000 });
