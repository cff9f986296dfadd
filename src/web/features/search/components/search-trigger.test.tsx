import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@shared/schemas/search';
import i18n from '@web/lib/i18n';
import { mockServer, renderWithApp } from '@web/test/render';
import { SEARCH_DEBOUNCE_MS } from './search-palette';
import { SearchTrigger } from './search-trigger';

afterEach(() => vi.unstubAllGlobals());

const RESULTS: SearchResult[] = [
  {
    kind: 'location',
    id: 7,
    title: 'Harbor Warehouse',
    subtitle: '1200 Quayside Blvd',
    to: '/locations/7/edit',
  },
  { kind: 'customer', id: 7, title: 'Quayside Foods', subtitle: 'Harbor Warehouse', to: '/locations/7/edit' },
  { kind: 'job', id: 42, title: 'Quarterly quayside service', subtitle: 'Pest Control', to: '/jobs/42' },
  {
    kind: 'report',
    id: 9,
    title: 'Quarterly quayside service',
    subtitle: 'Service report',
    to: '/reports/9',
  },
];

function server(results: (q: string) => SearchResult[] = () => RESULTS) {
  return mockServer({
    'GET /api/search': (url) => ({ body: { results: results(url.searchParams.get('q') ?? '') } }),
  });
}
const searches = (calls: { url: URL }[]) =>
  calls.filter((c) => c.url.pathname === '/api/search').map((c) => c.url.searchParams.get('q'));

async function openWithKeys() {
  const user = userEvent.setup();
  const rendered = renderWithApp(<SearchTrigger />);
  await user.keyboard('{Control>}k{/Control}');
  const input = await screen.findByRole('combobox', { name: 'Search everything' });
  await waitFor(() => expect(input).toHaveFocus());
  return { user, input, ...rendered };
}

describe('SearchTrigger and the search palette', () => {
  it('Ctrl+K opens the palette with its input focused and a hint', async () => {
    server();
    await openWithKeys();
    expect(screen.getByRole('status')).toHaveTextContent('Type part of a name, an address or a number.');
  });

  it('the header box opens it too, and Escape closes it', async () => {
    server();
    const user = userEvent.setup();
    renderWithApp(<SearchTrigger />);
    // The box on a wide screen and the icon on a phone are the same control, drawn for each size.
    await user.click(screen.getAllByRole('button', { name: 'Search' })[0]!);
    const input = await screen.findByRole('combobox', { name: 'Search everything' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    // And opens again.
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox', { name: 'Search everything' })).toBeInTheDocument();
  });

  it('opens again empty, whatever was typed before it closed (issue 33)', async () => {
    server();
    const { user, input } = await openWithKeys();
    await user.type(input, 'Napoli');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('combobox', { name: 'Search everything' });
    expect(again).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Type part of a name, an address or a number.');
  });

  it('asks once the typing pauses, and shows the results grouped by kind', async () => {
    const { calls } = server();
    const { user, input } = await openWithKeys();
    await user.type(input, 'quayside');
    const locations = await screen.findByRole('group', { name: 'Locations' });
    expect(within(locations).getByRole('option', { name: /Harbor Warehouse/ })).toHaveTextContent(
      '1200 Quayside Blvd',
    );
    expect(screen.getByRole('group', { name: 'Customers' })).toHaveTextContent('Quayside Foods');
    expect(screen.getByRole('group', { name: 'Jobs' })).toHaveTextContent('#42');
    expect(screen.getByRole('group', { name: 'Reports' })).toHaveTextContent('#9');
    // One request for the word, none for each letter typed before the pause.
    expect(searches(calls)).toEqual(['quayside']);
  });

  it('arrows move through the results and Enter opens the chosen one', async () => {
    server();
    const { user, input, router } = await openWithKeys();
    await user.type(input, 'quayside');
    await screen.findByRole('group', { name: 'Jobs' });
    // The first result is chosen as they arrive; two steps down is the job.
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', 'search-result-0'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', 'search-result-2');
    expect(screen.getByRole('option', { name: /Quarterly quayside service.*Pest Control/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', 'search-result-2');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/42'));
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  });

  it('a click on a result opens it', async () => {
    server();
    const { user, input, router } = await openWithKeys();
    await user.type(input, 'quayside');
    await user.click(await screen.findByRole('option', { name: /Service report/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/9'));
  });

  it('says when nothing is found, and asks nothing for two letters', async () => {
    const { calls } = server(() => []);
    const { user, input } = await openWithKeys();
    // Typed under fake timers, so the pause before asking is run through rather than waited for.
    vi.useFakeTimers();
    try {
      act(() => void fireEvent.change(input, { target: { value: 'qu' } }));
      expect(screen.getByRole('status')).toHaveTextContent('Type at least 3 letters, or a number.');
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 4));
      expect(searches(calls)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    await user.type(input, 'x');
    expect(await screen.findByText('Nothing found for “qux”.')).toBeInTheDocument();
    expect(searches(calls)).toEqual(['qux']);
  });

  it('a number is looked up, however short', async () => {
    const { calls } = server((q) => (q === '#9' ? [RESULTS[3]!] : []));
    const { user, input } = await openWithKeys();
    await user.type(input, '#9');
    expect(await screen.findByRole('option', { name: /Service report/ })).toBeInTheDocument();
    expect(searches(calls)).toEqual(['#9']);
  });

  it('says so when the search fails', async () => {
    mockServer({
      'GET /api/search': () => ({
        status: 500,
        body: { code: 'common.internal', message: 'Something went wrong' },
      }),
    });
    const { user, input } = await openWithKeys();
    await user.type(input, 'harbor');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('speaks Arabic and Persian, the page right to left and the names in their own direction', async () => {
    server();
    try {
      await i18n.changeLanguage('ar');
      expect(document.documentElement.dir).toBe('rtl');
      const user = userEvent.setup();
      const ar = renderWithApp(<SearchTrigger />);
      await user.keyboard('{Control>}k{/Control}');
      const input = await screen.findByRole('combobox', { name: 'البحث في كل شيء' });
      await user.type(input, 'quayside');
      const jobs = await screen.findByRole('group', { name: 'الأعمال' });
      expect(within(jobs).getByText('Quarterly quayside service')).toHaveAttribute('dir', 'auto');
      expect(within(jobs).getByText('#42')).toHaveAttribute('dir', 'ltr');
      ar.unmount();
      await i18n.changeLanguage('fa');
      renderWithApp(<SearchTrigger />);
      await user.keyboard('{Control>}k{/Control}');
      expect(await screen.findByRole('combobox', { name: 'جستجو در همه چیز' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('بخشی از یک نام، نشانی یا شماره را بنویسید.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
