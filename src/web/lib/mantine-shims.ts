/**
 * Two of Mantine's imports, made light (decision 0028). vite.config.ts (`mantineShims`) resolves
 * them here for the Mantine files named below and nowhere else:
 *
 * - ScrollArea (once under every table, now in a Select's options: lib/table-scroll-shim.tsx) takes
 *   only `useMergeRefs` from @floating-ui/react; that package is one module, so each list's first
 *   load fetched all of floating-ui (12 KB gzipped, the menus' positioning). Mantine's own merge does the same with floating-ui's signature.
 * - AppShell's header takes only `RemoveScroll.classNames` from react-remove-scroll (4 KB gzipped,
 *   the modals' scroll lock); the names come from the constants entry of the library that sets them.
 */
import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';
import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}

export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
