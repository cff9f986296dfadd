import './mantine-styles';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appStylesReady } from './lib/app-styles';
import { i18nReady } from './lib/i18n';

// Arabic and Persian readers wait for their texts rather than see the page in English first;
// everyone waits for the styles (lib/app-styles.ts).
void Promise.allSettled([i18nReady, appStylesReady()]).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
