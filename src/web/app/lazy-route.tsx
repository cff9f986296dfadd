/**
 * Pages load with their route (decision 0017): the first visit downloads the shell and the page it
 * opens, not all forty pages. router.tsx names each page with `lazy: lazyPage(() => import(…), 'X')`.
 */
import { Center, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstScreen } from '@web/lib/after-first-screen';
import { allTextsReady, textSectionsReady } from '@web/lib/i18n';
import { LoadingSpinner } from '@web/components/loading-spinner';

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

/** Whichever English texts a page waits for, beyond the first download (decision 0028). */
function textsFor(texts: 'first' | 'all' | readonly string[]): Promise<void> | undefined {
  if (texts === 'first') return undefined;
  if (texts === 'all') return allTextsReady();
  // The rest comes after the first screen, so that the next page need not wait for it.
  afterFirstScreen(() => void allTextsReady().catch(() => undefined));
  return textSectionsReady(texts);
}

/**
 * A route's `lazy`: loads the module and hands its named page to the router as `Component`. A page
 * shows once all the English texts are in too, except the first pages (`texts: 'first'`: login,
 * the homes), whose texts come with the first download (locales/first-texts.ts, decision 0028),
 * and a page that names the sections of en.json it shows beyond those, which waits for
 * them alone (decision 0067; a text of another section fetches the rest and draws again, lib/i18n.ts).
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  texts: 'first' | 'all' | readonly string[] = 'all',
) {
  return async () => {
    try {
      const [module] = await Promise.all([load(), textsFor(texts)]);
      return { Component: module[name] };
    } catch (error) {
      // Not rethrown: React Router keeps a route whose `lazy` rejected out of the tree, so a page
      // with its own errorElement (login, print) showed a blank screen. A page that throws while
      // rendering reaches the nearest errorElement on the first load and on a navigation alike.
      const chunkError = new RouteChunkError(error);
      return {
        Component: () => {
          throw chunkError;
        },
      };
    }
  };
}

/** What the first page view shows while its code arrives, instead of a blank page. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh">
      {/* As index.html shows it before the code arrives: the name, then the ring. */}
      <Stack align="center" gap="md">
        <Text fw={800} size="lg" c="green.7">
          {t('app.name')}
        </Text>
        <LoadingSpinner />
      </Stack>
    </Center>
  );
}
