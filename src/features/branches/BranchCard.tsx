import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { Branch } from '../../api/types.ts';
import type { BranchOpenState } from '../../domain/branch-hours.ts';
import { directionsHref, telHref, whatsAppHref } from '../../domain/branch-links.ts';
import type { DateFormatContext } from '../../i18n/date-format.ts';
import { BranchStatus } from './BranchStatus.tsx';
import classes from './BranchesScreen.module.css';

interface BranchCardProps {
  branch: Branch;
  name: string;
  address: string;
  state: BranchOpenState;
  nowMs: number;
  dates: DateFormatContext;
  /** The business's WhatsApp number when the branch has none of its own. */
  businessWhatsApp: string | null;
  current: boolean;
  /** Picked on the map: shown highlighted. */
  selected: boolean;
  /** Null where this device may not switch (kiosks and table tablets are bound to a branch). */
  onChoose: (() => void) | null;
  busy: boolean;
}

/** One branch: where it is, whether it is open, how to reach it, and ordering from it. */
export function BranchCard({
  branch,
  name,
  address,
  state,
  nowMs,
  dates,
  businessWhatsApp,
  current,
  selected,
  onChoose,
  busy,
}: BranchCardProps) {
  const titleId = `branch-${branch.id}-title`;
  const call = telHref(branch.phone);
  const whatsApp = whatsAppHref(branch.whatsapp_phone ?? businessWhatsApp);
  const directions = directionsHref(branch.lat, branch.lng);
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      id={`branch-${branch.id}`}
      aria-labelledby={titleId}
      className={classes.card}
      data-selected={selected}
      data-testid="branch-card"
      tabIndex={-1}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3" id={titleId}>
            {name}
          </Title>
          {current && (
            <Badge
              variant="light"
              size="lg"
              tt="none"
              fz="sm"
              className={classes.current}
              data-testid="branch-current"
            >
              <Trans>Your branch</Trans>
            </Badge>
          )}
        </Group>
        {address && <Text className={classes.address}>{address}</Text>}
        {call && branch.phone && (
          <Text size="sm">
            <bdi dir="ltr">{branch.phone}</bdi>
          </Text>
        )}
        <BranchStatus state={state} nowMs={nowMs} dates={dates} />
        {/* Three equal buttons, not links on a ragged line (issue #32). */}
        <ul className={classes.links}>
          {call && (
            <li>
              <Button component="a" href={call} variant="default" fullWidth className={classes.link}>
                <Trans>Call</Trans>
              </Button>
            </li>
          )}
          {whatsApp && (
            <li>
              <Button
                component="a"
                href={whatsApp}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                fullWidth
                className={classes.link}
              >
                WhatsApp
              </Button>
            </li>
          )}
          {directions && (
            <li>
              <Button
                component="a"
                href={directions}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                fullWidth
                className={classes.link}
              >
                <Trans>Directions</Trans>
              </Button>
            </li>
          )}
        </ul>
        {onChoose && !current && (
          <Button onClick={onChoose} loading={busy} data-testid="choose-branch" className={classes.choose}>
            <Trans>Order from this branch</Trans>
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
