import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { confirmDelete, type DeleteKind } from './confirm-delete';

function DeleteButton(props: { kind: DeleteKind; onConfirm: () => void; onCancel?: () => void }) {
  return <button onClick={() => confirmDelete(props)}>Delete it</button>;
}

async function open(kind: DeleteKind, onConfirm = vi.fn(), onCancel = vi.fn()) {
  renderWithApp(<DeleteButton kind={kind} onConfirm={onConfirm} onCancel={onCancel} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
  return { dialog: await screen.findByRole('dialog'), onConfirm, onCancel };
}

describe('confirmDelete', () => {
  it.each([
    ['user', 'Are you sure?'],
    ['group', 'Are you sure?'],
    ['location', 'Are you sure?'],
    ['job', 'Are you sure you want to delete this job?'],
    ['template', 'Are you sure you want to delete this template?'],
    ['report', 'Are you sure you want to delete this report?'],
  ] as const)('a %s delete asks "%s"', async (kind, text) => {
    const { dialog } = await open(kind);
    expect(within(dialog).getByText(text, { exact: true })).toBeInTheDocument();
    // Mantine links the title a render after the dialog opens; on a busy machine that is observable.
    await waitFor(() => expect(dialog).toHaveAccessibleName('Please confirm'));
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
  });

  it('focuses Cancel, the safe choice, and Escape cancels without deleting', async () => {
    const { dialog, onConfirm, onCancel } = await open('job');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Cancel cancels; Delete deletes once', async () => {
    const { dialog, onConfirm, onCancel } = await open('report');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('deletes once for a double-click on Delete', async () => {
    const { dialog, onConfirm } = await open('job');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('takes a message of its own for deletes the spec has no text for', async () => {
    renderWithApp(
      <button onClick={() => confirmDelete({ message: 'Delete the task "Perimeter"?', onConfirm: vi.fn() })}>
        Delete it
      </button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete it' }));
    expect(await screen.findByText('Delete the task "Perimeter"?')).toBeInTheDocument();
  });
});
