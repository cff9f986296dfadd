import './mantine-styles';
import '@mantine/notifications/styles.css';
import './styles.css';
import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { afterFirstScreen } from './lib/after-first-screen';
import { appConfigQuery } from './lib/app-config';
import { appStylesReady } from './lib/app-styles';
import { authUserQuery } from './lib/auth';
import { i18nReady } from './lib/i18n';
import { hasSession, restoreKeptQueries } from './lib/kept-queries';
import { createQueryClient } from './lib/query-client';

// Arabic and Persian readers wait for their texts rather than see the page in English first;
// everyone waits for the styles (lib/app-styles.ts), and for the answers kept on the device
// (lib/kept-queries.ts), which the installed app opens with when there is no connection.
const queryClient = createQueryClient();
// A page opened with no connection waits for one, showing what is kept, rather than asking and
// failing: TanStack Query otherwise assumes online until the browser's first "offline" event.
onlineManager.setOnline(navigator.onLine);
// With a session, who is logged in and the app's settings are asked for at once, beside the
// styles, the texts and the device's copy: every page's loader waits for them
// (app/route-loaders.ts), and asked by the router they came later (docs/performance.md, the
// schedule's week). Offline they wait for the connection, and the device's copy shows meanwhile.
if (hasSession()) {
  void queryClient.prefetchQuery(authUserQuery);
  void queryClient.prefetchQuery(appConfigQuery);
}
void Promise.allSettled([i18nReady, appStylesReady(), restoreKeptQueries(queryClient)]).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);

// The service worker (app/service-worker.tsx) after the first screen: its code and its first
// downloads never compete with the first screen's.
if (import.meta.env.PROD) {
  afterFirstScreen(() => void import('./app/service-worker').then((m) => m.registerServiceWorker()));
}
