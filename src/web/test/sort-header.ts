import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

interface Sorting {
  /** The list's router (renderWithApp's), whose URL holds `?sort=`. */
  router: { state: { location: { search: string } } };
  /** The mocked server's calls (mockServer's). */
  calls: { url: URL }[];
  /** The list's API path, e.g. `/api/mail`. */
  path: string;
  /** The header's text and the column it sorts by. */
  header: string;
  column: string;
}

const sortOf = (search: string) => new URLSearchParams(search).get('sort');

/**
 * A click on the header sorts by its column ascending, a second descending: each time the URL
 * holds the sort and the list asks the server for it.
 */
export async function expectHeaderSorts({ router, calls, path, header, column }: Sorting) {
  const lastCall = () => calls.filter((c) => c.url.pathname === path).at(-1);
  await waitFor(() => expect(lastCall()).toBeDefined());
  expect(lastCall()!.url.searchParams.get('sort')).toBeNull();
  for (const sort of [column, `-${column}`]) {
    await userEvent.click(await screen.findByRole('button', { name: header }));
    await waitFor(() => expect(sortOf(router.state.location.search)).toBe(sort));
    await waitFor(() => expect(lastCall()!.url.searchParams.get('sort')).toBe(sort));
  }
  expect(screen.getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', 'descending');
}
