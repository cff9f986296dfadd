import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { renderWithApp } from '../test/render';
import { CloseActionForm } from './close-action-form';

const note = () => screen.getByRole('textbox', { name: /What was done/ });
const closeAction = () => userEvent.click(screen.getByRole('button', { name: 'Close action' }));

describe('CloseActionForm', () => {
  it('asks for the note first, then sends it trimmed with the photo chosen', async () => {
    const onClose = vi.fn();
    renderWithApp(
      <CloseActionForm onClose={onClose} onCancel={() => undefined} pending={false} error={null} />,
    );
    await closeAction();
    expect(await screen.findByText('Say what was done.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.type(note(), '  Sealed it. ');
    const photo = new File(['img'], 'door.jpg', { type: 'image/jpeg' });
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, photo);
    await closeAction();
    expect(onClose).toHaveBeenCalledWith('Sealed it.', photo);
    expect(screen.queryByText('Say what was done.')).not.toBeInTheDocument();
  });

  it('refuses a note longer than `max` before sending, and only then', async () => {
    const onClose = vi.fn();
    const { unmount } = renderWithApp(
      <CloseActionForm max={5} onClose={onClose} onCancel={() => undefined} pending={false} error={null} />,
    );
    await userEvent.type(note(), 'Sealed');
    await closeAction();
    expect(await screen.findByText(/at most 5/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    unmount();

    renderWithApp(
      <CloseActionForm onClose={onClose} onCancel={() => undefined} pending={false} error={null} />,
    );
    await userEvent.type(note(), 'Sealed');
    await closeAction();
    expect(onClose).toHaveBeenCalledWith('Sealed', null);
  });

  it("shows the server's word on the note at the note, any other refusal above the form", async () => {
    const onNote = new ApiError(400, 'Bad', { errors: { closing_note: 'Say what was done.' } });
    const { unmount } = renderWithApp(
      <CloseActionForm onClose={() => undefined} onCancel={() => undefined} pending={false} error={onNote} />,
    );
    expect(screen.getByText('Say what was done.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    renderWithApp(
      <CloseActionForm
        onClose={() => undefined}
        onCancel={() => undefined}
        pending={false}
        error={new ApiError(404, 'Corrective action not found.')}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Corrective action not found.');
  });

  it('cancels, and while sending cannot be cancelled', async () => {
    const onCancel = vi.fn();
    const { unmount } = renderWithApp(
      <CloseActionForm onClose={() => undefined} onCancel={onCancel} pending={false} error={null} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    unmount();
    renderWithApp(<CloseActionForm onClose={() => undefined} onCancel={onCancel} pending error={null} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
