import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';

// Nothing comes "after the first screen" here: the Switch's code is fetched only when asked.
vi.mock('@web/lib/after-first-screen', () => ({ afterFirstScreen: () => () => undefined }));

/** Mantine's Switch, not the browser's stand-in. */
const isMantine = (box: HTMLElement) =>
  box.classList.contains('mantine-Switch-input') && !box.closest('[data-switch-stand-in]');

// A module of its own each: another test in this file may have loaded the Switch already.
async function freshWeather(onChange: (checked: boolean) => void) {
  vi.resetModules();
  const { DeferredSwitch } = await import('./deferred-switch');
  function Weather() {
    const [checked, setChecked] = useState(false);
    return (
      <DeferredSwitch
        label="Record wind and temperature"
        description="Each application record asks for the weather."
        checked={checked}
        onChange={(event) => {
          setChecked(event.currentTarget.checked);
          onChange(event.currentTarget.checked);
        }}
      />
    );
  }
  renderWithApp(
    <>
      <button type="button">Before</button>
      <Weather />
    </>,
  );
}

it('stands in with the browser’s checkbox as a switch, which works at once, and hands over to the Switch when it comes', async () => {
  const onChange = vi.fn();
  await freshWeather(onChange);
  const standIn = screen.getByRole('switch', { name: /^Record wind and temperature/ });
  expect(isMantine(standIn)).toBe(false);
  expect(standIn).toHaveAccessibleDescription('Each application record asks for the weather.');

  // A click turns it before the code is in; the code is asked for once the click is done.
  const user = userEvent.setup();
  await user.click(standIn);
  expect(onChange).toHaveBeenLastCalledWith(true);
  await waitFor(() =>
    expect(isMantine(screen.getByRole('switch', { name: /^Record wind and temperature/ }))).toBe(true),
  );
  const real = screen.getByRole('switch', { name: /^Record wind and temperature/ });
  expect(real).toBeChecked();
  expect(real).toHaveFocus();
  await user.keyboard(' ');
  expect(onChange).toHaveBeenLastCalledWith(false);
  expect(real).not.toBeChecked();
});

it('a stand-in reached by the keyboard is the Switch, focused, when it comes', async () => {
  const onChange = vi.fn();
  await freshWeather(onChange);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Before' }));
  await user.tab();
  await waitFor(() =>
    expect(isMantine(screen.getByRole('switch', { name: /^Record wind and temperature/ }))).toBe(true),
  );
  const real = screen.getByRole('switch', { name: /^Record wind and temperature/ });
  expect(real).toHaveFocus();
  expect(real).toHaveAccessibleDescription(/Each application record asks for the weather/);
  await user.keyboard(' ');
  expect(onChange).toHaveBeenLastCalledWith(true);
});
