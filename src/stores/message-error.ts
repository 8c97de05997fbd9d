/**
 * An error whose message is meant for the customer as it is (spec §8: "any other error shows its
 * message as plain text"), such as the server's reason why a business cannot be shown.
 */
export class MessageError extends Error {
  override readonly name = 'MessageError';
}
