import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** The "general" layout of spec §2 (landing, 404): no business chrome. */
export function GeneralLayout({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="xl" component="main" id="main">
      {children}
    </Container>
  );
}
