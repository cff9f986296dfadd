import {
  DirectionProvider,
  MantineProvider,
  createTheme,
  localStorageColorSchemeManager,
} from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@web/lib/api-client';
import { authUserKey } from '@web/lib/auth';
import { directionOf } from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query-client';
import { createRouter } from './router';

const theme = createTheme({ primaryColor: 'green', defaultRadius: 'md' });
const colorSchemeManager = localStorageColorSchemeManager({ key: 'fieldbook.color-scheme' });

export function App({ queryClient = createQueryClient() }: { queryClient?: QueryClient }) {
  const { i18n } = useTranslation();
  const [router] = useState(createRouter);
  const dir = directionOf(i18n.language);

  // A 401 on any call means the session ended: forget the user, and the router shows the login page.
  useEffect(() => setUnauthorizedHandler(() => queryClient.setQueryData(authUserKey, null)), [queryClient]);

  return (
    <DirectionProvider initialDirection={dir} detectDirection={false} key={dir}>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications position="bottom-center" />
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
