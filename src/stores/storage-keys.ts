/**
 * The session's storage key, apart from the auth store's code: the document's early business call
 * (src/api/early-business-call.ts) reads the token from it before any of the app has loaded.
 */
export const AUTH_STORAGE_KEY = 'auth';
