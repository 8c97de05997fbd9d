/** The business answered that it moved to a host the app does not follow on its own. */
export class MovedAwayError extends Error {
  override readonly name = 'MovedAwayError';

  constructor(
    readonly url: string,
    readonly host: string,
  ) {
    super(`Moved to ${host}`);
  }
}
