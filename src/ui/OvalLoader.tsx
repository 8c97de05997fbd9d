import { Box, useProps } from '@mantine/core';
import { LOADER_CLASSES } from './mantine-classes.ts';

/**
 * Mantine's default Loader (the oval) as it renders, with the theme's default props (its role),
 * without the code of the other two loaders and the factory behind them (issue #34: 0.4 KB gzip
 * of the menu's first load). For the spinners the first load can show; OvalLoader.test.tsx holds
 * it to Loader's output.
 */
export function OvalLoader(props: { 'aria-label': string }) {
  const others = useProps('Loader', {}, props);
  return (
    <Box component="span" {...others} className={`${LOADER_CLASSES.root} ${LOADER_CLASSES.ovalLoader}`} />
  );
}
