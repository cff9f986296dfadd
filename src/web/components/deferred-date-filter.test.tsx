import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';

// A module of its own each: another test in this process may have loaded the calendar already.
async function freshFilter() {
  vi.resetModules();
  return (await import('./deferred-date-filter')).DeferredDateFilter;
}

describe('DeferredDateFilter', () => {
  it('shows the chosen day until the calendar is in, then a box reached by the keyboard is the filter, focused, and Enter opens it', async () => {
    const DeferredDateFilter = await freshFilter();
    const onChange = vi.fn();
    renderWithApp(<DeferredDateFilter label="Start date" value="2026-03-15" onChange={onChange} />);
    const standIn = screen.getByRole('button', { name: 'Start date' });
    expect(standIn).toHaveTextContent('03/15/2026');

    const user = userEvent.setup();
    await user.tab();
    await waitFor(() => expect(document.querySelector('[data-dates-input]')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Start date' })).toHaveTextContent('03/15/2026');
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: '16 March 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-03-16');
  });

  it('opens its calendar when pressed before the calendar is in', async () => {
    const DeferredDateFilter = await freshFilter();
    renderWithApp(<DeferredDateFilter label="End date" value="2026-03-15" onChange={() => undefined} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'End date' }));
    expect(await screen.findByRole('button', { name: '16 March 2026' })).toBeVisible();
  });

  it('empties the filter from its clear button before the calendar is in', async () => {
    const DeferredDateFilter = await freshFilter();
    const onChange = vi.fn();
    renderWithApp(<DeferredDateFilter label="End date" value="2026-03-15" onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear End date' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
