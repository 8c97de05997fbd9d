/** The contract's schemas and paths, as generated from openapi/webapp.yaml (never hand-written). */
import type { components, paths } from '../src/api/schema.gen.ts';

export type Schemas = components['schemas'];
export type ApiPaths = paths;
