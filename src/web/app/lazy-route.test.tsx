import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyPage, RouteLoading } from './lazy-route';
import { ErrorPage } from './routes/error-page';

function renderLazy(load: () => Promise<{ Page: () => React.JSX.Element }>) {
  const router = createMemoryRouter([
    {
      hydrateFallbackElement: <RouteLoading />,
      children: [{ path: '/', lazy: lazyPage(load, 'Page'), errorElement: <ErrorPage /> }],
    },
  ]);
  return render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('lazy pages', () => {
  it('shows a named loader until the page arrives, then the page', async () => {
    let arrive: (module: { Page: () => React.JSX.Element }) => void = () => undefined;
    renderLazy(() => new Promise((resolve) => (arrive = resolve)));
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    arrive({ Page: () => <h1>Jobs</h1> });
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument();
  });

  it('a page whose code cannot be fetched asks for a reload, not "Something went wrong"', async () => {
    renderLazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('Reload to get the current version');
    expect(alert).not.toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('an error while a page renders still shows the general error page', async () => {
    renderLazy(() =>
      Promise.resolve({
        Page: () => {
          throw new Error('boom');
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
  });
});
