import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'done', label: 'Done' },
  { value: 'verified', label: 'Verified' },
];

describe('DeferredMultiSelect', () => {
  it('shows the chosen options as pills until the MultiSelect is in, then a box reached by the keyboard is it, focused, and opens', async () => {
    // A module of its own: another test file in this process may have loaded the MultiSelect already.
    vi.resetModules();
    const { DeferredMultiSelect } = await import('./deferred-multi-select');
    const onChange = vi.fn();
    const { container } = renderWithApp(
      <DeferredMultiSelect label="Status" data={STATUSES} value={['open', 'done']} onChange={onChange} />,
    );
    expect(within(container).getByText('Open')).toBeVisible();
    expect(within(container).getByText('Done')).toBeVisible();
    // The stand-in's field, named by the label, is what the keyboard reaches.
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveAttribute('readonly');

    const user = userEvent.setup();
    await user.tab();
    const field = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Verified' }));
    expect(onChange).toHaveBeenLastCalledWith(['open', 'done', 'verified']);
  });

  it('removes a chosen option from its pill before the MultiSelect is in', async () => {
    vi.resetModules();
    const { DeferredMultiSelect } = await import('./deferred-multi-select');
    const onChange = vi.fn();
    const { container } = renderWithApp(
      <DeferredMultiSelect label="Status" data={STATUSES} value={['open', 'done']} onChange={onChange} />,
    );
    const pill = within(container).getByText('Open').closest('.mantine-Pill-root') as HTMLElement;
    await userEvent.click(within(pill).getByRole('button', { hidden: true }));
    expect(onChange).toHaveBeenCalledWith(['done']);
    expect(screen.queryByRole('option')).toBeNull();
  });
});
