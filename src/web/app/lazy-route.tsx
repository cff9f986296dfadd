/**
 * Pages load with their route (decision 0017): the first visit downloads the shell and the page it
 * opens, not all forty pages. router.tsx names each page with `lazy: lazyPage(() => import(…), 'X')`.
 */
import { Center, Loader } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page's code did not arrive: the network dropped, or a deploy replaced the files this tab was
 * built against. Only a reload helps, so the error page says so instead of "Something went wrong".
 */
export class RouteChunkError extends Error {
  constructor(cause: unknown) {
    super('A page of the app could not be loaded.', { cause });
    this.name = 'RouteChunkError';
  }
}

/** A route's `lazy`: loads the module and hands its named page to the router as `Component`. */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => {
    let module: M;
    try {
      module = await load();
    } catch (error) {
      throw new RouteChunkError(error);
    }
    return { Component: module[name] };
  };
}

/** What the first page view shows while its code arrives, instead of a blank page. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
