import { Button, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { isOfferedFor } from '../../domain/availability.ts';
import { localized } from '../../domain/locales.ts';
import { useStores } from '../../stores/store-context.tsx';
import { findCategory } from '../menu/menu-blocks.ts';
import { ReservationEntry } from '../reservation/ReservationEntry.tsx';
import { WalletEntry } from '../wallet/WalletEntry.tsx';
import { InfoLinks } from '../info/InfoLinks.tsx';
import { BannerStrip, type BannerTargets } from './BannerStrip.tsx';
import { BranchPicker } from './BranchPicker.tsx';
import { SELLING_TYPE_LABEL } from './selling-type-labels.ts';
import { SellingTypeIcon } from './SellingTypeIcon.tsx';
import { SellingTypeStatus } from './SellingTypeStatus.tsx';
import { sellingTypeState, type SellingTypeState } from './selling-type-state.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import classes from './BusinessHome.module.css';

/** Home of a business: its branch, today's banners, and how the customer would like to order. */
export const BusinessHome = observer(function BusinessHome() {
  const stores = useStores();
  const { business, shiftsIfLoaded: shifts, menu, preferences, branchContent } = stores;
  const { t, i18n } = useLingui();
  const [switching, setSwitching] = useState(false);
  const branchId = business.branchId;
  const referenceId = business.referenceId ?? '';
  const language = preferences.language;
  const fallbacks = business.locales;
  const banners = branchContent.banners;

  useEffect(() => {
    void stores.fetchShifts();
    void branchContent.loadBanners();
  }, [stores, branchContent, branchId]);

  const types = business.sellingTypes;
  const source = menu.menu;
  // Banners may lead to a category or an item: open it in the first way to order that shows it.
  const targets = useMemo<BannerTargets>(() => {
    void source;
    return {
      referenceId,
      typeForCategory: (categoryId) =>
        types.find((type) => findCategory(menu.visibleCategories(type), categoryId)) ?? null,
      placeOfItem: (itemId) => {
        const entry = menu.entryOf(itemId);
        const type = entry ? types.find((candidate) => isOfferedFor(entry.item, candidate)) : undefined;
        return entry && type ? { type, categoryId: entry.categoryId } : null;
      },
    };
  }, [menu, source, referenceId, types]);

  const branchName = localized(business.business?.branch_name, language, fallbacks);
  // One status for all the ways to order when they agree (the usual "Open now"), else each its own.
  const states = types.map((type) =>
    sellingTypeState({
      shifts: shifts?.state === 'fetched' ? shifts.schedule : null,
      type,
      scheduledOrders: business.business?.checkout[type].scheduled_orders ?? null,
      shipping: type === 'delivery' && stores.deliveryIfLoaded?.isShipping === true,
    }),
  );
  const sharedStatus = states.every((state) => sameState(state, states[0]));
  const cover = business.business?.cover;
  return (
    <Stack gap="lg">
      {/* The business's name is in the header above: the home shows its picture, not the name again. */}
      {cover && (
        <div className={classes.cover} data-testid="home-cover">
          <ResponsiveImage src={cover} alt="" width={16} height={7} sizes="100vw" priority />
        </div>
      )}
      {branchName && (
        <Text fw={500} data-testid="current-branch">
          {branchName}
        </Text>
      )}
      <div className={classes.heading}>
        <Title order={1} size="h3">
          {t`How would you like to order?`}
        </Title>
        {sharedStatus && types[0] && (
          <div data-testid="status-all">
            <SellingTypeStatus type={types[0]} />
          </div>
        )}
      </div>
      <ul className={classes.choices}>
        {types.map((type) => (
          <li key={type} className={classes.choice}>
            <Button
              renderRoot={(props) => (
                <Link {...props} to="/$referenceId/$type" params={{ referenceId, type }} />
              )}
              variant="default"
              size="xl"
              fullWidth
              justify="flex-start"
              leftSection={<SellingTypeIcon type={type} />}
              rightSection={<Chevron />}
              classNames={{
                root: classes.choiceButton,
                label: classes.choiceLabel,
                section: classes.choiceSection,
              }}
              data-testid={`selling-type-${type}`}
            >
              {i18n._(SELLING_TYPE_LABEL[type])}
            </Button>
            {!sharedStatus && <SellingTypeStatus type={type} />}
          </li>
        ))}
      </ul>
      {types.length === 0 && (
        <Text data-testid="no-selling-types">
          <Trans>This business is not taking orders online at the moment.</Trans>
        </Text>
      )}
      <BranchPicker
        branches={business.business?.branches ?? []}
        currentId={branchId}
        busy={switching}
        language={language}
        fallbacks={fallbacks}
        onChoose={(id) => {
          setSwitching(true);
          void stores.chooseBranch(id).finally(() => setSwitching(false));
        }}
      />
      <BannerStrip banners={banners} targets={targets} language={language} fallbacks={fallbacks} />
      {/* Kiosks and table tablets serve guests only: no reservations, no wallet. */}
      {!stores.device.isManagedDevice && <ReservationEntry />}
      {!stores.device.isManagedDevice && <WalletEntry />}
      <InfoLinks />
    </Stack>
  );
});

/** "Go on" at the end of a choice; mirrored in right-to-left languages. */
function Chevron() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.2em"
      height="1.2em"
      aria-hidden="true"
      focusable="false"
      className={classes.chevron}
    >
      <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

function sameState(a: SellingTypeState, b: SellingTypeState | undefined): boolean {
  return b !== undefined && a.kind === b.kind && (a.kind === 'open' || a.opensAt === (b as typeof a).opensAt);
}
