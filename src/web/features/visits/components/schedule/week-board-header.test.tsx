import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { useScheduleLabels } from './schedule-labels';
import { WeekBoardHeader } from './week-board-header';

function Header(props: {
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onViewChange: (view: string) => void;
}) {
  return <WeekBoardHeader labels={useScheduleLabels()} title="11/23/2026 – 11/29/2026" {...props} />;
}

describe('WeekBoardHeader (the week board’s header, without ScheduleHeader’s month picker)', () => {
  it('moves a week either way, back to today, and to another view, by mouse and keyboard', async () => {
    const user = userEvent.setup();
    const calls = { onPrevious: vi.fn(), onNext: vi.fn(), onToday: vi.fn(), onViewChange: vi.fn() };
    renderWithApp(<Header {...calls} />);

    await user.click(await screen.findByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(calls.onPrevious).toHaveBeenCalledTimes(1);
    expect(calls.onNext).toHaveBeenCalledTimes(1);
    expect(calls.onToday).toHaveBeenCalledTimes(1);
    // The week's span is shown, not a button of its own.
    expect(screen.getByText('11/23/2026 – 11/29/2026')).toHaveAttribute('tabindex', '-1');

    expect(screen.getByRole('tablist', { name: 'View' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Week');
    await user.click(screen.getByRole('tab', { name: 'Switch to month view' }));
    expect(calls.onViewChange).toHaveBeenLastCalledWith('month');
    // The tabs are one stop of the Tab key; the arrows move between them, Enter chooses.
    screen.getByRole('tab', { selected: true }).focus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(calls.onViewChange).toHaveBeenLastCalledWith('day');
  });
});
