// Generates src/routeTree.gen.ts from src/routes without a dev server, for type-checks and tests.
// Uses the same generator the Vite plugin runs, so both produce the same file.
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
const config = getConfig({ target: 'react', autoCodeSplitting: true }, root);
await new Generator({ config, root }).run();
