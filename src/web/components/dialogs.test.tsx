import { Text } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { dialogs } from './dialogs';

describe('dialogs', () => {
  it('keeps the calls made before its provider has arrived and runs them in order', async () => {
    renderWithApp(<p>page</p>);
    const onConfirm = vi.fn();
    const gone = dialogs.open({ title: 'Gone at once', children: <Text>never seen</Text> });
    dialogs.close(gone);
    dialogs.openConfirmModal({
      title: 'Are you sure?',
      children: <Text>Asked before the provider was in</Text>,
      labels: { confirm: 'Yes', cancel: 'No' },
      onConfirm,
    });
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(screen.queryByText('never seen')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens at once once its provider is in, and hands back the id that closes it', async () => {
    renderWithApp(<p>page</p>);
    const first = dialogs.open({ title: 'First', children: <Text>one</Text> });
    expect(await screen.findByRole('dialog', { name: 'First' })).toBeInTheDocument();
    dialogs.close(first);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull());
  });
});
