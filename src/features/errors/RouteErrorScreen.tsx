import { MessageError } from '../../stores/message-error.ts';
import { PlainErrorMessage } from './PlainErrorMessage.tsx';
import { ServerErrorScreen } from './ServerErrorScreen.tsx';

interface RouteErrorScreenProps {
  error: unknown;
  shopName?: string | null;
  onRetry?: () => void;
}

/** Spec §2/§8: a message meant for the customer shows as plain text; anything else is a 500. */
export function RouteErrorScreen({ error, shopName, onRetry }: RouteErrorScreenProps) {
  if (error instanceof MessageError) return <PlainErrorMessage message={error.message} shopName={shopName} />;
  return <ServerErrorScreen error={error} shopName={shopName} onRetry={onRetry} />;
}
