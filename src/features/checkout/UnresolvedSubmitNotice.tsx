import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

export interface UnresolvedSubmitNoticeProps {
  /** A check is under way now. */
  checking: boolean;
  /** The automatic checks are spent: only the button asks again. */
  exhausted: boolean;
  onCheck: () => void;
  /** What was sent: an order, a reservation or a wallet package purchase. */
  subject?: 'order' | 'reservation' | 'purchase';
}

/**
 * Said while an order (or reservation) was sent but no answer came back: the app is finding out
 * whether it went through, by asking about the very same request, so it can never be made twice.
 */
export function UnresolvedSubmitNotice({
  checking,
  exhausted,
  onCheck,
  subject = 'order',
}: UnresolvedSubmitNoticeProps) {
  const { t } = useLingui();
  const titles = {
    order: t`Checking whether your order went through…`,
    reservation: t`Checking whether your reservation went through…`,
    purchase: t`Checking whether your purchase went through…`,
  };
  const bodies = {
    order: (
      <Trans>
        The connection dropped before the restaurant answered. We are asking again about the same order, so it
        cannot be placed or charged twice. Changes you make now can be sent only after we know.
      </Trans>
    ),
    reservation: (
      <Trans>
        The connection dropped before the restaurant answered. We are asking again about the same reservation,
        so it cannot be made twice. Changes you make now can be sent only after we know.
      </Trans>
    ),
    purchase: (
      <Trans>
        The connection dropped before the restaurant answered. We are asking again about the same purchase, so
        you cannot be charged twice.
      </Trans>
    ),
  };
  const title = titles[subject];
  return (
    <Alert
      color="orange"
      role="status"
      title={title}
      icon={checking ? <Loader size="xs" color="dark" aria-hidden /> : undefined}
      data-testid="submit-unresolved"
      data-checking={checking}
      // Mantine's orange title is below 4.5:1 on its own light background; the body colour is not.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{bodies[subject]}</Text>
        {exhausted && (
          <Text size="sm">
            <Trans>We still cannot reach the restaurant. Check your connection, then check again.</Trans>
          </Text>
        )}
        <Button variant="default" onClick={onCheck} loading={checking} data-testid="submit-check-again">
          <Trans>Check again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
