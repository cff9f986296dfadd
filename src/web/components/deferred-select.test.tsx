import { fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('keeps what a fast user types into a searchable field before the Select came as its search', async () => {
    vi.resetModules();
    const { DeferredSelect } = await import('./deferred-select');
    const onSearchChange = vi.fn();
    renderWithApp(
      <DeferredSelect
        label="Product"
        searchable
        data={['Bifen', 'Termidor', 'Talstar']}
        value={null}
        onChange={() => undefined}
        onSearchChange={onSearchChange}
      />,
    );
    // Focused and typed into at once: the first letter reaches the stand-in.
    const standIn = screen.getByRole('textbox', { name: 'Product' });
    fireEvent.focus(standIn);
    fireEvent.keyDown(standIn, { key: 'T' });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Product' });
    await waitFor(() => expect(select).toHaveFocus());
    await user.keyboard('a');
    expect(select).toHaveValue('Ta');
    expect(onSearchChange).toHaveBeenLastCalledWith('Ta');
    expect(await screen.findByRole('option', { name: 'Talstar' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Bifen' })).toBeNull();
  });
});
