import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { pageFrom, useListParams } from './use-list-params';

let api: ReturnType<typeof useListParams>;
function Probe() {
  const params = useListParams();
  useEffect(() => {
    api = params;
  });
  return (
    <output>
      {JSON.stringify({ page: params.page, filter: params.filter, active: params.active ?? null })}
    </output>
  );
}
const shown = (): unknown => JSON.parse(screen.getByRole('status').textContent ?? '');

describe('useListParams', () => {
  it('reads the page, filter and toggle from the URL', () => {
    renderWithApp(<Probe />, { url: '/jobs?page=2&filter=pine&active=inactive' });
    expect(shown()).toEqual({ page: 2, filter: 'pine', active: 'inactive' });
  });

  it('treats a missing or malformed page as page 1 and an unknown toggle as unset', () => {
    expect(pageFrom(null)).toBe(1);
    expect(pageFrom('0')).toBe(1);
    expect(pageFrom('-3')).toBe(1);
    expect(pageFrom('2.5')).toBe(1);
    expect(pageFrom('abc')).toBe(1);
    expect(pageFrom('7')).toBe(7);
    renderWithApp(<Probe />, { url: '/jobs?active=maybe' });
    expect(shown()).toEqual({ page: 1, filter: '', active: null });
  });

  it('a new filter text returns to page 1, each change is a history entry, and back restores it', () => {
    const { router } = renderWithApp(<Probe />, { url: '/jobs?page=4' });
    act(() => api.setFilter('  oak  '));
    expect(router.state.location.search).toBe('?filter=oak');
    act(() => api.setPage(3));
    expect(router.state.location.search).toBe('?filter=oak&page=3');
    act(() => void router.navigate(-1));
    expect(shown()).toEqual({ page: 1, filter: 'oak', active: null });
    act(() => void router.navigate(-1));
    expect(shown()).toEqual({ page: 4, filter: '', active: null });
  });

  it('setting the value it already has changes nothing, not even the page', () => {
    const { router } = renderWithApp(<Probe />, { url: '/jobs?filter=oak&page=3' });
    const key = router.state.location.key;
    act(() => api.setFilter('oak '));
    expect(router.state.location.key).toBe(key);
    expect(shown()).toEqual({ page: 3, filter: 'oak', active: null });
  });

  it('two changes made before the list redraws both stay', () => {
    const { router } = renderWithApp(<Probe />, { url: '/locations' });
    // The filter box's pause ends with the list as drawn before the toggle was clicked.
    const drawn = api;
    act(() => drawn.setActive('inactive'));
    act(() => drawn.setFilter('quahog'));
    expect(router.state.location.search).toBe('?active=inactive&filter=quahog');
    expect(shown()).toEqual({ page: 1, filter: 'quahog', active: 'inactive' });
  });

  it('other filters live beside them and also return to page 1; page 1 leaves no ?page', () => {
    const { router } = renderWithApp(<Probe />, { url: '/reports?page=5' });
    act(() => api.set({ start_date: '2026-03-01', job_filter: 'lawn' }));
    expect(router.state.location.search).toBe('?start_date=2026-03-01&job_filter=lawn');
    expect(api.get('job_filter')).toBe('lawn');
    act(() => api.setPage(2));
    act(() => api.setPage(1));
    expect(router.state.location.search).toBe('?start_date=2026-03-01&job_filter=lawn');
    act(() => api.set({ start_date: undefined }));
    expect(router.state.location.search).toBe('?job_filter=lawn');
  });
});

describe('useListParams while a link leaves the list', () => {
  it('a filter set while the next page’s code is still loading does not cancel that navigation', async () => {
    let arrive: (module: { Component: () => React.JSX.Element }) => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/users', element: <Probe /> },
        { path: '/users/:id/jobs', lazy: () => new Promise((resolve) => (arrive = resolve)) },
      ],
      { initialEntries: ['/users'] },
    );
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    act(() => void router.navigate('/users/7/jobs'));
    expect(router.state.navigation.state).toBe('loading');
    // The filter box's pause ends now, after the click.
    act(() => api.setFilter('luis'));
    expect(router.state.navigation.location?.pathname).toBe('/users/7/jobs');
    await act(async () => arrive({ Component: () => <h1>Jobs of Luis</h1> }));
    expect(router.state.location.pathname).toBe('/users/7/jobs');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'Jobs of Luis' })).toBeInTheDocument();
  });

  it('a filter whose pause ends after the next page has arrived, before the list is gone, lands nowhere', async () => {
    const router = createMemoryRouter(
      [
        { path: '/users', element: <Probe /> },
        { path: '/users/:id/jobs', element: <h1>Jobs of Luis</h1> },
      ],
      { initialEntries: ['/users'] },
    );
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    // The list as it was drawn last; the router is at the next page already.
    const list = api;
    await act(() => router.navigate('/users/7/jobs'));
    act(() => list.setFilter('luis'));
    expect(router.state.location.pathname).toBe('/users/7/jobs');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { name: 'Jobs of Luis' })).toBeInTheDocument();
  });
});
