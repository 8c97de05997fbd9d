import { Box, useMantineTheme, type BoxProps, type MantineColor } from '@mantine/core';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { ALERT_CLASSES } from './mantine-classes.ts';

export interface NoticeProps extends BoxProps {
  color: MantineColor;
  title?: ReactNode;
  /** 'status' for news that must not interrupt a screen reader (offline, a language not loaded). */
  role?: 'alert' | 'status';
  /** Added to the title's box, as Alert's `classNames.title`. */
  titleClassName?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * Mantine's light Alert as it renders (its markup, classes and colour variables from the theme's
 * own resolver), without its code: Alert brings its close button, and together they were 1.1 KB
 * gzip of the menu's first load (issue #34). The notices the first load can show (offline, a
 * language that failed, the menu that failed) and ErrorNotice, a failed call's, draw with it.
 * Notice.test.tsx holds it to Alert's output.
 */
export function Notice({
  color,
  title,
  role = 'alert',
  titleClassName,
  children,
  style,
  ...box
}: NoticeProps) {
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({ color, theme, variant: 'light' });
  const id = useId();
  const colorVars = {
    '--alert-bg': colors.background,
    '--alert-color': colors.color,
    '--alert-bd': colors.border,
  } as CSSProperties;
  return (
    <Box
      {...box}
      id={id}
      className={ALERT_CLASSES.root}
      style={[colorVars, style]}
      data-variant="light"
      role={role}
      aria-describedby={`${id}-body`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className={ALERT_CLASSES.wrapper}>
        <div className={ALERT_CLASSES.body}>
          {title && (
            <div
              className={titleClassName ? `${ALERT_CLASSES.title} ${titleClassName}` : ALERT_CLASSES.title}
            >
              <span id={`${id}-title`} className={ALERT_CLASSES.label}>
                {title}
              </span>
            </div>
          )}
          <div id={`${id}-body`} className={ALERT_CLASSES.message} data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </Box>
  );
}
