import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';

// Nothing comes "after the first screen" here: the day box's code is fetched only when asked, and
// held back until the test lets it come.
vi.mock('@web/lib/after-first-screen', () => ({ afterFirstScreen: () => () => undefined }));
const code = { arrive: () => undefined as void };

beforeEach(() => {
  // A factory of each test's own: the module registry keeps a mock's module once it is made.
  const held = new Promise<void>((resolve) => (code.arrive = resolve));
  vi.doMock('./day-input', async (importOriginal) => {
    await held;
    return importOriginal();
  });
  vi.resetModules();
});

/** The library's DateInput, not the stand-in. */
const dayBox = () => document.querySelector<HTMLInputElement>('[data-dates-input]');

async function freshDayInput(onChange: (day: string) => void, initial = '') {
  const { DeferredDayInput } = await import('./deferred-day-input');
  function Expiry() {
    const [day, setDay] = useState(initial);
    return (
      <DeferredDayInput
        label="Expires on"
        value={day}
        onChange={(next) => {
          setDay(next);
          onChange(next);
        }}
      />
    );
  }
  renderWithApp(
    <>
      <button type="button">Before</button>
      <Expiry />
    </>,
  );
}

it('shows the day as the reader writes it until the calendar is in; reached by the keyboard, it is the DayInput, focused', async () => {
  const onChange = vi.fn();
  await freshDayInput(onChange, '2028-01-31');
  const standIn = screen.getByRole('textbox', { name: 'Expires on' });
  expect(standIn).toHaveValue('01/31/2028');
  expect(dayBox()).toBeNull();

  const user = userEvent.setup();
  await user.tab();
  await user.tab();
  expect(standIn).toHaveFocus();
  code.arrive();
  await waitFor(() => expect(dayBox()).toHaveFocus());
  expect(dayBox()).toHaveValue('01/31/2028');
  await user.clear(dayBox()!);
  await user.type(dayBox()!, '02/15/2028');
  expect(onChange).toHaveBeenLastCalledWith('2028-02-15');
});

it('keeps what was typed before the calendar came: it is typed into the DayInput and taken', async () => {
  const onChange = vi.fn();
  await freshDayInput(onChange);
  const user = userEvent.setup();
  await user.click(screen.getByRole('textbox', { name: 'Expires on' }));
  await user.keyboard('3/16/20277{Backspace}');
  expect(screen.getByRole('textbox', { name: 'Expires on' })).toHaveValue('3/16/2027');
  expect(onChange).not.toHaveBeenCalled();

  code.arrive();
  await waitFor(() => expect(dayBox()).toHaveFocus());
  expect(onChange).toHaveBeenLastCalledWith('2027-03-16');
  await user.tab();
  expect(dayBox()).toHaveValue('03/16/2027');
});
