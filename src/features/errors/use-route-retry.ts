import { useRouter } from '@tanstack/react-router';

/**
 * "Try again" on a route's error screen: clears the error and runs the failed navigation's checks
 * and loads again (the business call, the messages fetch). Resetting the boundary alone would show
 * the same failed result.
 */
export function useRouteRetry(reset: () => void): () => void {
  const router = useRouter();
  return () => {
    reset();
    void router.invalidate();
  };
}
