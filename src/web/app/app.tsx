import { DirectionProvider, MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { DatabaseNotice } from '@web/components/database-notice';
import { setUnauthorizedHandler } from '@web/lib/api-client';
import { authUserKey } from '@web/lib/auth';
import { directionOf } from '@shared/languages';
import { keepQueries } from '@web/lib/kept-queries';
import { createQueryClient } from '@web/lib/query-client';
import { cssVariablesResolver, theme } from '@web/lib/theme';
import { LazyNotifications } from './lazy-notifications';
import { keptOffline } from './kept-offline';
import { createRouter } from './router';

const loggedOut = (queryClient: QueryClient) => queryClient.getQueryData(authUserKey) === null;

const colorSchemeManager = localStorageColorSchemeManager({ key: 'fieldbook.color-scheme' });

export function App(props: { queryClient?: QueryClient }) {
  const { i18n } = useTranslation();
  // One cache for the app's life: a new one on each render (a language changed) would drop every
  // answer, and the router's loaders would fill the old one.
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => createRouter(queryClient));
  const dir = directionOf(i18n.language);

  // A 401 on any call means the session ended: forget the user, and the router shows the login page.
  useEffect(() => setUnauthorizedHandler(() => queryClient.setQueryData(authUserKey, null)), [queryClient]);
  useEffect(() => keepQueries(queryClient, keptOffline, loggedOut), [queryClient]);

  return (
    // The direction follows <html dir> (lib/i18n.ts sets it with the language) in place: a form
    // being filled is not remounted by a change of language, and keeps what it holds.
    <DirectionProvider initialDirection={dir} detectDirection>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        <QueryClientProvider client={queryClient}>
          <LazyNotifications />
          <DatabaseNotice />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
