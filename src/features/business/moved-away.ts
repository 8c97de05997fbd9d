/**
 * The business answered that it moved: to a host the app does not follow on its own (`url` and
 * `host` say where), or to an address that is not valid at all (both null).
 */
export class MovedAwayError extends Error {
  override readonly name = 'MovedAwayError';

  constructor(
    readonly url: string | null = null,
    readonly host: string | null = null,
  ) {
    super(host ? `Moved to ${host}` : 'Moved to an invalid address');
  }
}
