import '@mantine/core/styles/Modal.css';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Branch } from '../../api/types.ts';
import { branchOpenState } from '../../domain/branch-hours.ts';
import { useStores } from '../../stores/store-context.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { useLocalized } from '../cart/use-localized.ts';
import { BranchCard } from './BranchCard.tsx';
import type { BranchPin } from './branches-map-props.ts';
import { SafeBranchesMap } from './LazyBranchesMap.tsx';
import classes from './BranchesScreen.module.css';

/** Open and closed move on while the page is open. */
const REFRESH_MS = 60_000;

/**
 * Every branch of the business on a map and in a list: its address, whether it is open, how to
 * call or find it, and ordering from it. Switching goes through RootStore.chooseBranch (spec §4);
 * a cart that would lose lines says which first. Kiosks and table tablets only list.
 */
export const BranchesScreen = observer(function BranchesScreen({ tileUrl }: { tileUrl: string }) {
  const stores = useStores();
  const { business, branches, preferences, deps } = stores;
  const { t } = useLingui();
  const text = useLocalized();
  const [nowMs, setNowMs] = useState(() => deps.clock.now());
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Branch | null>(null);
  const [switchingTo, setSwitchingTo] = useState<number | null>(null);
  const [switchedTo, setSwitchedTo] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setInterval(() => setNowMs(deps.clock.now()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [deps.clock]);

  const timeZone = business.timeZone;
  const dates = { language: preferences.language, countryCode: business.business?.country_code, timeZone };
  const list = branches.branches;
  const states = new Map(
    list.map((branch) => [branch.id, branchOpenState(branch.opening_hours, nowMs, timeZone)]),
  );
  const pins: BranchPin[] = list.map((branch) => {
    const name = text(branch.name);
    const state = states.get(branch.id)?.kind ?? 'unknown';
    return {
      id: branch.id,
      lat: branch.lat,
      lng: branch.lng,
      state,
      label: state === 'open' ? t`${name}, open now` : state === 'closed' ? t`${name}, closed now` : name,
    };
  });

  const select = (branchId: number) => {
    setSelectedId(branchId);
    const card = document.getElementById(`branch-${branchId}`);
    card?.scrollIntoView({ block: 'nearest' });
    card?.focus({ preventScroll: true });
  };

  const switchTo = async (branch: Branch) => {
    setConfirming(null);
    setSwitchingTo(branch.id);
    try {
      await stores.chooseBranch(branch.id);
      setSwitchedTo(text(branch.name));
    } catch {
      // The branch is chosen before its menu loads; a menu that fails says so on the menu pages.
    } finally {
      setSwitchingTo(null);
    }
  };

  const choose = (branch: Branch) => {
    setSwitchedTo(null);
    if (branches.linesLostBySwitchingTo(branch.id).length > 0) setConfirming(branch);
    else void switchTo(branch);
  };

  const lost = confirming ? branches.linesLostBySwitchingTo(confirming.id) : [];
  const confirmingName = confirming ? text(confirming.name) : '';
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%" data-testid="branches-page">
      <Title order={1}>
        <Trans>Branches</Trans>
      </Title>
      {branches.state === 'failed' && (
        <div data-testid="branches-failed">
          <ErrorNotice
            error={branches.error}
            title={t`The branches could not be loaded.`}
            onRetry={() => void branches.load()}
          />
        </div>
      )}
      {branches.state === 'loaded' && list.length === 0 && (
        <EmptyState title={<Trans>No branches to show</Trans>} />
      )}
      {switchedTo && (
        <Alert color="green" role="status" data-testid="branch-switched">
          <Trans>You are now ordering from {switchedTo}.</Trans>
        </Alert>
      )}
      {!branches.canSwitch && list.length > 1 && (
        <Text data-testid="branch-bound">
          <Trans>This device takes orders for its own branch only.</Trans>
        </Text>
      )}
      {pins.length > 0 && (
        <div className={classes.mapArea}>
          <SafeBranchesMap pins={pins} selectedId={selectedId} onSelect={select} tileUrl={tileUrl} />
        </div>
      )}
      <ul className={classes.list} aria-label={t`Branches`}>
        {list.map((branch) => (
          <BranchCard
            key={branch.id}
            branch={branch}
            name={text(branch.name)}
            address={text(branch.address)}
            state={states.get(branch.id) ?? { kind: 'unknown' }}
            nowMs={nowMs}
            dates={dates}
            businessWhatsApp={business.business?.whatsapp_phone ?? null}
            current={branch.id === business.branchId}
            selected={branch.id === selectedId}
            onChoose={branches.canSwitch ? () => choose(branch) : null}
            busy={switchingTo === branch.id}
          />
        ))}
      </ul>
      <Modal
        // Inside <main>: the dialog's <header> must not count as a second page banner landmark.
        portalProps={{ target: '#main' }}
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t`Order from ${confirmingName}?`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md" data-testid="branch-switch-confirm">
          <Text>
            <Trans>{confirmingName} does not sell these, so they will be removed from your cart:</Trans>
          </Text>
          <ul data-testid="branch-switch-lost">
            {lost.map((line) => (
              <li key={line.key}>
                {line.quantity} × {text(line.item.name)}
              </li>
            ))}
          </ul>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)} data-testid="branch-switch-cancel">
              <Trans>Keep my branch</Trans>
            </Button>
            <Button
              onClick={() => confirming && void switchTo(confirming)}
              data-testid="branch-switch-confirm-button"
            >
              <Trans>Remove them and switch</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
});
