import { Button, Code, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/**
 * A business says it moved to another site that this deployment does not trust by itself: the
 * customer sees where it leads and chooses (OWASP ASVS 3.7.2). An address that is not valid at all
 * is said so, with the way back to the start.
 */
export function MovedAwayScreen({ url, host }: { url: string | null; host: string | null }) {
  if (!url || !host) {
    return (
      <Stack gap="md" maw={560} mx="auto" py="xl" align="center" data-testid="moved-away">
        <Title order={1} size="h3" fw={500} ta="center">
          <Trans>This business has moved, but its new address is not valid.</Trans>
        </Title>
        <Button component="a" href="/" variant="light" size="lg">
          <Trans>Back to the start</Trans>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={560} mx="auto" py="xl" data-testid="moved-away">
      <Title order={1}>
        <Trans>This business has moved</Trans>
      </Title>
      <Text>
        <Trans>
          Its menu is now on another website, <bdi dir="ltr">{host}</bdi>. We open it only if you choose to.
        </Trans>
      </Text>
      <Code block dir="ltr" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {url}
      </Code>
      <Button component="a" href={url} rel="noopener noreferrer" size="lg" data-testid="moved-away-go">
        <Trans>Go to {host}</Trans>
      </Button>
      <Button component="a" href="/" variant="subtle" size="lg">
        <Trans>Stay here</Trans>
      </Button>
    </Stack>
  );
}
