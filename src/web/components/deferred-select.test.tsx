import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';

describe('DeferredSelect', () => {
  it('shows the chosen option read-only until the Select is in, then a field reached by the keyboard is the Select, focused, and opens', async () => {
    // A module of its own: another test file in this process may have loaded the Select already.
    vi.resetModules();
    const { DeferredSelect } = await import('./deferred-select');
    const onChange = vi.fn();
    renderWithApp(
      <DeferredSelect
        label="Status"
        data={[
          { value: 'sent', label: 'Sent' },
          { value: 'failed', label: 'Failed' },
        ]}
        value="sent"
        onChange={onChange}
      />,
    );
    const standIn = screen.getByRole('textbox', { name: 'Status' });
    expect(standIn).toHaveValue('Sent');
    expect(standIn).toHaveAttribute('readonly');

    const user = userEvent.setup();
    await user.tab();
    const select = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(select).toHaveFocus());
    expect(select).toHaveValue('Sent');
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    expect(onChange).toHaveBeenCalledWith('failed', expect.objectContaining({ value: 'failed' }));
  });
});
