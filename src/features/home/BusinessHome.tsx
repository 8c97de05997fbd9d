import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
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
import { SellingTypeStatus } from './SellingTypeStatus.tsx';
import classes from './BusinessHome.module.css';

/** Home of a business: its branch, today's banners, and how the customer would like to order. */
export const BusinessHome = observer(function BusinessHome() {
  const stores = useStores();
  const { business, shifts, menu, preferences, branchContent } = stores;
  const { t, i18n } = useLingui();
  const [switching, setSwitching] = useState(false);
  const branchId = business.branchId;
  const referenceId = business.referenceId ?? '';
  const language = preferences.language;
  const fallbacks = business.locales;
  const banners = branchContent.banners;

  useEffect(() => {
    void shifts.fetch();
    void branchContent.loadBanners();
  }, [shifts, branchContent, branchId]);

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
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{business.name}</Title>
        {branchName && <Text data-testid="current-branch">{branchName}</Text>}
      </div>
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
      <Title order={2} size="h3">
        {t`How would you like to order?`}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: Math.max(1, types.length) }} spacing="md">
        {types.map((type) => (
          <div key={type} className={classes.choice}>
            <Button
              renderRoot={(props) => (
                <Link {...props} to="/$referenceId/$type" params={{ referenceId, type }} />
              )}
              size="xl"
              fullWidth
              data-testid={`selling-type-${type}`}
            >
              {i18n._(SELLING_TYPE_LABEL[type])}
            </Button>
            <SellingTypeStatus type={type} />
          </div>
        ))}
      </SimpleGrid>
      {types.length === 0 && (
        <Text data-testid="no-selling-types">
          <Trans>This business is not taking orders online at the moment.</Trans>
        </Text>
      )}
      {/* Kiosks and table tablets serve guests only: no reservations, no wallet. */}
      {!stores.device.isManagedDevice && <ReservationEntry />}
      {!stores.device.isManagedDevice && <WalletEntry />}
      <InfoLinks />
    </Stack>
  );
});
