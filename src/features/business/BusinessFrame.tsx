import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { LayoutChooser } from '../../layouts/LayoutChooser.tsx';
import { useStores } from '../../stores/store-context.tsx';
import { LanguageMenu } from '../language/LanguageMenu.tsx';
import { LanguageFailedNotice } from '../language/LanguageFailedNotice.tsx';

/** The "default" layout of spec §2: the business's header around every page of the business. */
export const BusinessFrame = observer(function BusinessFrame({ children }: { children: ReactNode }) {
  const { business } = useStores();
  useEffect(() => {
    void business.recordVisit();
  }, [business, business.branchId]);

  const header = (
    <Group justify="space-between" wrap="nowrap">
      <Anchor
        renderRoot={(props) => <Link {...props} to="/$referenceId" params={{ referenceId: business.referenceId ?? '' }} />}
        underline="never"
        c="inherit"
      >
        <Group gap="sm" wrap="nowrap">
          {business.business?.logo && <img src={business.business.logo} alt="" width={40} height={40} style={{ borderRadius: 8 }} />}
          <Text fw={700} size="lg" data-testid="business-name">
            {business.name}
          </Text>
        </Group>
      </Anchor>
      <LanguageMenu locales={business.locales} />
    </Group>
  );
  return (
    <LayoutChooser header={header}>
      <LanguageFailedNotice />
      {children}
    </LayoutChooser>
  );
});
