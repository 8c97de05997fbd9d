import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './EmptyState.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  /** One or two sentences saying why it is empty or what to do. */
  children?: ReactNode;
  /** A button or link that moves the visitor on, e.g. back to the menu. */
  action?: ReactNode;
  /** Heading level in the page's outline; 2 by default. */
  order?: TitleOrder;
}

/** An empty list or page: a heading, a short text and an optional way forward. */
export function EmptyState({ title, children, action, order = 2 }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" className={classes.root}>
      <Title order={order} size="h3" ta="center">
        {title}
      </Title>
      {children != null && (
        <Text c="dimmed" ta="center" maw={420}>
          {children}
        </Text>
      )}
      {action != null && <div className={classes.action}>{action}</div>}
    </Stack>
  );
}
