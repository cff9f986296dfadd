import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { DeferredCheckbox } from './deferred-checkbox';

// Nothing comes "after the first screen" here: the Checkbox's code is fetched only when asked.
vi.mock('@web/lib/after-first-screen', () => ({ afterFirstScreen: () => () => undefined }));

/** Mantine's Checkbox, not the browser's stand-in. */
const isMantine = (box: HTMLElement) =>
  box.classList.contains('mantine-Checkbox-input') && !box.closest('[data-checkbox-stand-in]');

function Overdue({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <DeferredCheckbox
      label="Overdue only"
      checked={checked}
      onChange={(event) => {
        setChecked(event.currentTarget.checked);
        onChange(event.currentTarget.checked);
      }}
    />
  );
}

it('stands in with the browser’s checkbox, which works at once, and hands the focus to the Checkbox when it comes', async () => {
  const onChange = vi.fn();
  renderWithApp(<Overdue onChange={onChange} />);
  const standIn = screen.getByRole('checkbox', { name: 'Overdue only' });
  expect(isMantine(standIn)).toBe(false);
  expect(standIn.closest('[data-checkbox-stand-in]')).not.toBeNull();

  // A click ticks it before the code is in; the code is asked for once the click is done.
  const user = userEvent.setup();
  await user.click(standIn);
  expect(onChange).toHaveBeenLastCalledWith(true);
  await waitFor(() => expect(isMantine(screen.getByRole('checkbox', { name: 'Overdue only' }))).toBe(true));
  const checkbox = screen.getByRole('checkbox', { name: 'Overdue only' });
  expect(checkbox).toBeChecked();
  expect(checkbox).toHaveFocus();
  await user.keyboard(' ');
  expect(onChange).toHaveBeenLastCalledWith(false);
  expect(checkbox).not.toBeChecked();
});

it('a stand-in reached by the keyboard is the Checkbox, focused, when it comes; one half ticked says so', async () => {
  vi.resetModules();
  const { DeferredCheckbox: Fresh } = await import('./deferred-checkbox');
  renderWithApp(
    <>
      <button type="button">Before</button>
      <Fresh aria-label="Select the page" checked={false} indeterminate onChange={() => undefined} />
    </>,
  );
  const standIn = screen.getByRole('checkbox', { name: 'Select the page' });
  expect(isMantine(standIn)).toBe(false);
  expect((standIn as HTMLInputElement).indeterminate).toBe(true);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Before' }));
  await user.tab();
  await waitFor(() =>
    expect(isMantine(screen.getByRole('checkbox', { name: 'Select the page' }))).toBe(true),
  );
  const checkbox = screen.getByRole('checkbox', { name: 'Select the page' });
  await waitFor(() => expect(checkbox).toHaveFocus());
  expect(checkbox).toHaveAttribute('data-indeterminate', 'true');
});
