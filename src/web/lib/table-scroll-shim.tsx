/**
 * The ScrollArea that Mantine's Table.ScrollContainer imports (vite.config.ts, `MANTINE_SHIMS`,
 * decision 0067): fetched only when drawn. The app's tables scroll sideways natively (the theme's
 * `TableScrollContainer` default, lib/theme.ts), so a list's first screen no longer carries
 * Mantine's ScrollArea (5.6 KB on the wire): `Table` names `ScrollContainer`, which named it.
 */
import { lazy } from 'react';

// From a module that names it alone: a dynamic import of '@mantine/core' would take all of it.
export const ScrollArea = lazy(() =>
  import('./scroll-area').then((module) => ({ default: module.ScrollArea })),
);
