import { QueryClient } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@web/lib/i18n';
import ar from '@shared/locales/ar.json';
import en from '@shared/locales/en.json';
import fa from '@shared/locales/fa.json';
import { title, TitledRoot } from './route-title';
import { createRouter } from './router';

afterEach(() => act(() => i18n.changeLanguage('en')));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: <TitledRoot />,
        children: [
          { path: '/jobs', element: <p>jobs</p>, handle: title('jobs') },
          { path: '/account', element: <p>account</p>, handle: title('account') },
          { path: '/plain', element: <p>plain</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('document titles', () => {
  it('names the tab after the page and follows navigation', async () => {
    const router = renderAt('/jobs');
    await waitFor(() => expect(document.title).toBe('Jobs · Fieldbook'));
    await act(() => router.navigate('/account'));
    await waitFor(() => expect(document.title).toBe('My account · Fieldbook'));
    await act(() => router.navigate('/plain'));
    await waitFor(() => expect(document.title).toBe('Fieldbook'));
  });

  it('follows the language', async () => {
    renderAt('/jobs');
    await act(() => i18n.changeLanguage('ar'));
    await waitFor(() => expect(document.title).toBe('الأعمال · Fieldbook'));
    await act(() => i18n.changeLanguage('fa'));
    await waitFor(() => expect(document.title).toBe('کارها · Fieldbook'));
  });

  it('gives every page of the app a title in English, Arabic and Persian', () => {
    const missing: string[] = [];
    const walk = (routes: RouteObject[]) => {
      for (const route of routes) {
        if (route.path) {
          const key = (route.handle as { title?: string } | undefined)?.title?.replace(/^titles\./, '');
          const found = [en, ar, fa].every((l) => key && (l.titles as Record<string, string>)[key]);
          if (!found) missing.push(route.path);
        }
        if (route.children) walk(route.children);
      }
    };
    walk(createRouter(new QueryClient()).routes);
    expect(missing).toEqual([]);
  });
});
