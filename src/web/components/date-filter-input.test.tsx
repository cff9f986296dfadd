import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@web/lib/i18n';
import { renderWithApp } from '@web/test/render';
import { DateFilterInput } from './date-filter-input';

function Filter(props: { initial?: string; onChange?: (v: string) => void; minDate?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <DateFilterInput
      label="Start date"
      value={value}
      minDate={props.minDate}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

const picker = () => screen.getByRole('button', { name: 'Start date' });
/**
 * The open calendar. The test DOM cannot lay out the floating dropdown, so Mantine leaves it
 * display:none there and its contents count as hidden; the e2e test uses it in Chromium.
 */
async function openCalendar() {
  await userEvent.click(picker());
  const calendar = await screen.findByRole('dialog', { hidden: true });
  return {
    day: (name: string) => within(calendar).getByRole('button', { name, hidden: true }),
    text: (text: string | RegExp) => within(calendar).getByText(text),
  };
}

describe('DateFilterInput', () => {
  it('shows the date as MM/DD/YYYY and hands back YYYY-MM-DD when a day is picked', async () => {
    const onChange = vi.fn();
    renderWithApp(<Filter initial="2026-03-08" onChange={onChange} />);
    expect(picker()).toHaveTextContent('03/08/2026');
    const calendar = await openCalendar();
    expect(calendar.text('March 2026')).toBeInTheDocument();
    expect(calendar.day('Next month')).toBeInTheDocument();
    await userEvent.click(calendar.day('15 March 2026'));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15');
    expect(picker()).toHaveTextContent('03/15/2026');
  });

  it('is empty with a placeholder by default, and the clear button empties it', async () => {
    const onChange = vi.fn();
    const { unmount } = renderWithApp(<Filter onChange={onChange} />);
    expect(picker()).toHaveTextContent('MM/DD/YYYY');
    unmount();
    renderWithApp(<Filter initial="2026-03-08" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Start date' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(picker()).toHaveTextContent('MM/DD/YYYY');
  });

  it('shows a malformed date from the URL as unset', () => {
    renderWithApp(<Filter initial="2026-02-31" />);
    expect(picker()).toHaveTextContent('MM/DD/YYYY');
  });

  it('does not offer days before minDate', async () => {
    renderWithApp(<Filter initial="2026-03-20" minDate="2026-03-10" />);
    const calendar = await openCalendar();
    expect(calendar.day('9 March 2026')).toBeDisabled();
    expect(calendar.day('10 March 2026')).toBeEnabled();
  });

  it('speaks the app language in the calendar', async () => {
    await i18n.changeLanguage('fa');
    try {
      renderWithApp(<Filter initial="2026-03-08" />);
      const calendar = await openCalendar();
      expect(calendar.text(/مارس/)).toBeInTheDocument();
      expect(calendar.day('ماه بعد')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('marks the weekend of the language: Friday in Persian, Saturday and Sunday in English', async () => {
    const weekendOf = async () => {
      const { unmount } = renderWithApp(<Filter initial="2026-03-08" />);
      await openCalendar();
      const days = document.querySelectorAll('[data-weekend]:not([data-outside])');
      const labels = [...days].map((d) => d.getAttribute('aria-label'));
      unmount();
      return labels;
    };
    expect(await weekendOf()).toEqual([
      ...['1', '7', '8', '14', '15', '21', '22', '28', '29'].map((d) => `${d} March 2026`),
    ]);
    await i18n.changeLanguage('fa');
    try {
      // The Fridays of March 2026, named in Persian digits.
      expect(await weekendOf()).toEqual(['۶', '۱۳', '۲۰', '۲۷'].map((d) => `${d} مارس ۲۰۲۶`));
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
