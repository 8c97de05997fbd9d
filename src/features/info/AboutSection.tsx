import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { SocialLink } from '../../api/types.ts';
import { useStores } from '../../stores/store-context.tsx';
import type { UpdateCheckOutcome } from '../../stores/app-update-store.ts';
import classes from './InfoPages.module.css';

/** Brand names stay as the brands write them; only "website" is a word to translate. */
const BRAND: Partial<Record<SocialLink['type'], string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
};

/** Only web addresses become links: a business's text is never a script to follow. */
function isWebAddress(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * Where staff find the build and its update check on a phone: Settings opened at this anchor
 * (/{referenceId}/settings#app). Customers never need them (a newer build is offered by itself,
 * stores/app-update-store.ts watch()), so their settings no longer show them (issue #32).
 */
export const APP_DETAILS_ANCHOR = 'app';

/** The pages about the business, its social links; for staff, the app's version and a check for a newer one. */
export const AboutSection = observer(function AboutSection() {
  const { business, appUpdate, device } = useStores();
  // Kiosks and table tablets are looked after by staff; on a phone only the anchor above shows them.
  const [forStaff] = useState(
    () => device.isManagedDevice || window.location.hash === `#${APP_DETAILS_ANCHOR}`,
  );
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<UpdateCheckOutcome | null>(null);
  const referenceId = business.referenceId ?? '';
  const version = appUpdate.currentBuildId;
  const social = (business.business?.social_links ?? []).filter((entry) => isWebAddress(entry.url));
  const hasPolicies = (business.business?.policies.length ?? 0) > 0;

  async function checkNow() {
    setChecking(true);
    setOutcome(null);
    setOutcome(await appUpdate.check());
    setChecking(false);
  }

  return (
    <Stack gap="md" align="flex-start">
      <Stack gap={4}>
        <Anchor
          renderRoot={(props) => <Link {...props} to="/$referenceId/Branches" params={{ referenceId }} />}
          py={6}
          data-testid="about-link-branches"
        >
          <Trans>Branches</Trans>
        </Anchor>
        {hasPolicies && (
          <Anchor
            renderRoot={(props) => <Link {...props} to="/$referenceId/Policies" params={{ referenceId }} />}
            py={6}
          >
            <Trans>Policies</Trans>
          </Anchor>
        )}
        <Anchor
          renderRoot={(props) => <Link {...props} to="/$referenceId/Feedback" params={{ referenceId }} />}
          py={6}
        >
          <Trans>Feedback</Trans>
        </Anchor>
      </Stack>
      {social.length > 0 && (
        <Group gap="md" component="ul" className={classes.plainList}>
          {social.map((entry) => (
            <li key={`${entry.type}:${entry.url}`}>
              <Anchor
                href={entry.url}
                target="_blank"
                rel="noopener noreferrer"
                py={6}
                display="inline-block"
              >
                {BRAND[entry.type] ?? new URL(entry.url).host}
              </Anchor>
            </li>
          ))}
        </Group>
      )}
      {forStaff && (
        <Stack gap="sm" align="flex-start" id={APP_DETAILS_ANCHOR} data-testid="app-details">
          <Text size="sm" c="dimmed" data-testid="app-version">
            <Trans>Version {version}</Trans>
          </Text>
          <Group gap="sm">
            <Button
              variant="light"
              loading={checking}
              onClick={() => void checkNow()}
              data-testid="check-update"
            >
              <Trans>Check for an update now</Trans>
            </Button>
            {outcome === 'newer' && (
              <Button onClick={() => window.location.reload()}>
                <Trans>Reload</Trans>
              </Button>
            )}
          </Group>
          <Text role="status" data-testid="update-outcome">
            {outcome === 'current' && <Trans>You have the latest version.</Trans>}
            {outcome === 'failed' && <Trans>Could not check. Try again later.</Trans>}
          </Text>
        </Stack>
      )}
    </Stack>
  );
});
