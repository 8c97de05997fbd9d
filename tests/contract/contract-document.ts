/**
 * The contract, read straight from openapi/webapp.yaml, and an independent response validator
 * (Ajv 2020 + formats) over it. Nothing here comes from the generated TypeScript: if the mock and
 * the generated types drifted together, this still catches it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { load } from 'js-yaml';

type Json = Record<string, unknown>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

export interface Operation {
  operationId: string;
  method: (typeof HTTP_METHODS)[number];
  /** Path template as written in the document, e.g. /webapp/order/{orderId}. */
  path: string;
  /** The server prefix the path hangs under: /api, /geocode or ''. */
  base: string;
  /** JSON pointer of the operation in the document. */
  pointer: string;
}

const DOCUMENT_ID = 'https://contract.local/webapp.yaml';
const documentPath = fileURLToPath(new URL('../../openapi/webapp.yaml', import.meta.url));

export const contract = load(readFileSync(documentPath, 'utf8')) as Json;

const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function resolvePointer(pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], contract);
}

function serverBase(servers: unknown): string {
  const url = (Array.isArray(servers) ? (servers[0] as Json | undefined)?.url : undefined) as
    string | undefined;
  return (url ?? '').replace(/\/$/, '');
}

export function listOperations(): Operation[] {
  const defaultBase = serverBase(contract.servers);
  const paths = contract.paths as Record<string, Json>;
  return Object.entries(paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as Json;
      const servers = operation.servers ?? item.servers;
      return {
        operationId: String(operation.operationId),
        method,
        path,
        base: servers ? serverBase(servers) : defaultBase,
        pointer: `/paths/${escapePointer(path)}/${method}`,
      };
    }),
  );
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(contract, DOCUMENT_ID);

/** The documented response for a status: exact code first, then 4XX/5XX, then default. */
function responsePointer(operation: Operation, status: number): string | null {
  const responses = resolvePointer(`${operation.pointer}/responses`) as Json | undefined;
  if (!responses) return null;
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) return null;
  let pointer = `${operation.pointer}/responses/${key}`;
  // Follow response-object $refs (#/components/responses/...) to where the content lives.
  for (let guard = 0; guard < 5; guard++) {
    const ref = (resolvePointer(pointer) as Json | undefined)?.$ref;
    if (typeof ref !== 'string') break;
    pointer = ref.replace(/^#/, '');
  }
  return pointer;
}

const compiled = new Map<string, ValidateFunction>();

export interface ValidationOutcome {
  documented: boolean;
  errors: string[];
}

export function validateResponse(operation: Operation, status: number, body: unknown): ValidationOutcome {
  const pointer = responsePointer(operation, status);
  if (!pointer) return { documented: false, errors: [`status ${status} is not documented`] };
  const content = (resolvePointer(pointer) as Json | undefined)?.content as Json | undefined;
  if (!content)
    return {
      documented: true,
      errors: body == null || body === '' ? [] : ['a body was sent where none is documented'],
    };
  if (!content['application/json']) return { documented: true, errors: [] };
  const schemaPointer = `${pointer}/content/${escapePointer('application/json')}/schema`;
  let validate = compiled.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${schemaPointer}` });
    compiled.set(schemaPointer, validate);
  }
  const valid = validate(body);
  return {
    documented: true,
    errors: valid
      ? []
      : (validate.errors ?? []).map(
          (e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
        ),
  };
}

/** Checks a value against one of the document's component schemas (e.g. a request body). */
export function validateComponent(schemaName: string, value: unknown): string[] {
  const pointer = `/components/schemas/${escapePointer(schemaName)}`;
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate(value)
    ? []
    : (validate.errors ?? []).map(
        (e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
      );
}
