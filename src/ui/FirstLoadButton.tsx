import {
  getFontSize,
  getSize,
  UnstyledButton,
  useMantineTheme,
  useProps,
  type MantineColor,
  type MantineSize,
  type UnstyledButtonProps,
} from '@mantine/core';
import type { CSSProperties, MouseEventHandler, ReactNode } from 'react';
import { BUTTON_CLASSES } from './mantine-classes.ts';

export interface FirstLoadButtonProps extends Omit<UnstyledButtonProps, 'variant'> {
  variant?: 'filled' | 'light' | 'default' | 'subtle';
  color?: MantineColor;
  size?: MantineSize | `compact-${MantineSize}`;
  justify?: CSSProperties['justifyContent'];
  fullWidth?: boolean;
  leftSection?: ReactNode;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  renderRoot?: (props: Record<string, unknown>) => ReactNode;
  children: ReactNode;
  'data-testid'?: string;
  'aria-haspopup'?: 'dialog';
}

/**
 * Mantine's Button as it renders (its markup, classes, the theme's default size and its colour
 * variables from the theme's own resolver), without its code: Button brings its loading state,
 * and with the Transition and Loader behind it that was 2.3 KB gzip of the menu's first load
 * (issue #34). Only for what the first load can show (the menu's search and dietary entries, a
 * retry, the error screens, a remembered dietary filter's Clear) and the update banner, whose code
 * is fetched right after it; everywhere else Mantine's Button is the one to use.
 * FirstLoadButton.test.tsx holds it to Button's output.
 */
export function FirstLoadButton(props: FirstLoadButtonProps) {
  const { variant, color, size, justify, fullWidth, leftSection, className, style, children, ...others } =
    useProps('Button', {}, props);
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({
    color: color ?? theme.primaryColor,
    theme,
    variant: variant ?? 'filled',
  });
  // As Button: the background, hover and border follow the theme's CSS unless a colour or variant is asked for.
  const chosen = color !== undefined || variant !== undefined;
  const vars = {
    '--button-justify': justify,
    '--button-height': getSize(size, 'button-height'),
    '--button-padding-x': getSize(size, 'button-padding-x'),
    '--button-fz': getFontSize(size?.replace('compact-', '')),
    '--button-bg': chosen ? colors.background : undefined,
    '--button-hover': chosen ? colors.hover : undefined,
    '--button-color': colors.color,
    '--button-bd': chosen ? colors.border : undefined,
    '--button-hover-color': chosen ? colors.hoverColor : undefined,
  } as CSSProperties;
  return (
    <UnstyledButton
      {...others}
      className={[BUTTON_CLASSES.root, theme.activeClassName, className].filter(Boolean).join(' ')}
      style={[vars, style]}
      variant={variant}
      size={size}
      mod={{ block: fullWidth, 'with-left-section': !!leftSection }}
    >
      <span className={BUTTON_CLASSES.inner}>
        {leftSection && (
          <span className={BUTTON_CLASSES.section} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={BUTTON_CLASSES.label}>{children}</span>
      </span>
    </UnstyledButton>
  );
}
