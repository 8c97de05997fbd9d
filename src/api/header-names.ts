/**
 * Header names the client sends on every call. openapi/webapp.yaml documents them as the reusable
 * parameters WebappFlag, ApiVersion, Locale, CurrentTime and IdempotencyKey; keep the two in step.
 */
export const HEADER = {
  accept: 'Accept',
  contentType: 'Content-Type',
  webapp: 'X-Webapp',
  apiVersion: 'X-Api-Version',
  locale: 'X-Locale',
  cacheControl: 'Cache-Control',
  pragma: 'Pragma',
  currentTime: 'X-Current-Time',
  authorization: 'Authorization',
  idempotencyKey: 'Idempotency-Key',
} as const;

export const JSON_MEDIA_TYPE = 'application/json';
export const WEBAPP_FLAG_VALUE = 'true';
export const API_VERSION_VALUE = '5';
