import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useListParams } from '@web/lib/use-list-params';
import { renderWithApp } from '@web/test/render';
import { ActiveToggle } from './active-toggle';

function List() {
  const { active, setActive } = useListParams();
  return <ActiveToggle value={active} onChange={setActive} />;
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

describe('ActiveToggle', () => {
  it('is unset by default, sets on click, clears when the set one is clicked again', async () => {
    const { router } = renderWithApp(<List />, { url: '/jobs?page=3' });
    expect(screen.getByRole('group', { name: 'Status filter' })).toHaveTextContent('Active|Inactive');
    expect(pressed()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Active' }));
    expect(pressed()).toEqual(['Active']);
    // A new filter shows the first page of the new list.
    expect(router.state.location.search).toBe('?active=active');

    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    expect(pressed()).toEqual(['Inactive']);
    expect(router.state.location.search).toBe('?active=inactive');

    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    expect(pressed()).toEqual([]);
    expect(router.state.location.search).toBe('');
  });

  it('shows the state a shared link carries', () => {
    renderWithApp(<List />, { url: '/locations?active=inactive' });
    expect(pressed()).toEqual(['Inactive']);
  });
});
