import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@web/lib/i18n';
import { renderWithApp } from '@web/test/render';
import { notifyDeleted, notifyError } from './undo-notification';

afterEach(() => act(() => notifications.clean()));

describe('notifyDeleted', () => {
  it('announces the delete and offers Undo, which runs once and closes the notice', async () => {
    renderWithApp(<p>list</p>);
    const onUndo = vi.fn();
    act(() => void notifyDeleted({ message: 'Spring lawn care was deleted.', onUndo }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Spring lawn care was deleted.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Spring lawn care was deleted.')).toBeNull());
  });

  it('keeps Undo whole beside a long message: it never shrinks and wraps under it instead, in Arabic too', async () => {
    renderWithApp(<p>list</p>);
    for (const [language, undo] of [
      ['en', 'Undo'],
      ['ar', 'تراجع'],
    ] as const) {
      await act(() => i18n.changeLanguage(language));
      act(
        () =>
          void notifyDeleted({
            message: `${'Riverside-Commercial-Park-'.repeat(4)} was deleted.`,
            onUndo: vi.fn(),
          }),
      );
      const button = await screen.findByRole('button', { name: undo });
      expect(button).toHaveStyle({ flexShrink: '0' });
      const row = button.parentElement!;
      expect(row.style.getPropertyValue('--group-wrap')).toBe('wrap');
      expect(
        within(row)
          .getByText(/was deleted/)
          .getAttribute('style'),
      ).toMatch(/min-width: 0/);
      act(() => notifications.clean());
    }
    await act(() => i18n.changeLanguage('en'));
  });

  it('has a named close button', async () => {
    renderWithApp(<p>list</p>);
    act(() => notifyError('Could not delete', new Error('This location has active jobs.')));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Could not deleteThis location has active jobs.');
    expect(within(notice).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});
