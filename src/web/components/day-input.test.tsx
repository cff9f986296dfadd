import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@web/lib/i18n';
import { renderWithApp } from '@web/test/render';
import { DayInput, parseDay } from './day-input';

function Field(props: { initial?: string; onChange?: (v: string) => void; minDate?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <DayInput
      label="Visit date"
      value={value}
      minDate={props.minDate}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

const box = () => screen.getByRole('textbox', { name: 'Visit date' });

describe('parseDay', () => {
  it('reads MM/DD/YYYY and YYYY-MM-DD, with or without leading zeros', () => {
    expect(parseDay('03/08/2026')).toBe('2026-03-08');
    expect(parseDay('3/8/2026')).toBe('2026-03-08');
    expect(parseDay(' 2026-3-8 ')).toBe('2026-03-08');
    expect(parseDay('2026-12-31')).toBe('2026-12-31');
  });

  it('reads Arabic-Indic and Persian digits', () => {
    expect(parseDay('٠٣/٠٨/٢٠٢٦')).toBe('2026-03-08');
    expect(parseDay('۱۴۰۵-۰۱-۰۱')).toBe('1405-01-01');
  });

  it('reads the day and month in the order the reader’s dates show them', () => {
    // Arabic and Spanish day first, Arabic with the right-to-left marks its dates are shown with.
    expect(parseDay('٠٨\u200f/٠٣\u200f/٢٠٢٦', { language: 'ar' })).toBe('2026-03-08');
    expect(parseDay('8/3/2026', { language: 'es' })).toBe('2026-03-08');
    // Persian year first, as a year first always is.
    expect(parseDay('۲۰۲۶/۰۳/۰۸', { language: 'fa' })).toBe('2026-03-08');
    // The solar calendar's days for the reader who chose it; a Gregorian year in full stays one.
    expect(parseDay('۱۴۰۴/۱۲/۱۷', { language: 'fa', calendar: 'persian' })).toBe('2026-03-08');
    expect(parseDay('2026-03-08', { language: 'fa', calendar: 'persian' })).toBe('2026-03-08');
    expect(parseDay('۱۴۰۴/۱۲/۳۰', { language: 'fa', calendar: 'persian' })).toBeNull();
  });

  it('names no day for a text that is not a whole, real date', () => {
    for (const text of ['', '03/08/202', '2026-02-30', '13/01/2026', '2026-03', 'tomorrow']) {
      expect(parseDay(text), text).toBeNull();
    }
  });
});

describe('DayInput', () => {
  it('shows MM/DD/YYYY and hands back YYYY-MM-DD once a whole date is typed, key by key', async () => {
    const onChange = vi.fn();
    renderWithApp(<Field initial="2026-03-08" onChange={onChange} />);
    expect(box()).toHaveValue('03/08/2026');
    await userEvent.clear(box());
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(box(), '12/1/202');
    expect(onChange).toHaveBeenCalledTimes(1);
    await userEvent.type(box(), '7');
    expect(onChange).toHaveBeenLastCalledWith('2027-12-01');
    await userEvent.tab();
    expect(box()).toHaveValue('12/01/2027');
  });

  it('takes a day picked in the calendar', async () => {
    const onChange = vi.fn();
    renderWithApp(<Field initial="2026-03-08" onChange={onChange} />);
    await userEvent.click(box());
    // The test DOM cannot lay out the dropdown, so its contents count as hidden (see date-filter-input.test).
    const calendar = screen.getByText('March 2026').closest('[data-dates-dropdown]') as HTMLElement;
    await userEvent.click(within(calendar).getByRole('button', { name: '15 March 2026', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15');
    expect(box()).toHaveValue('03/15/2026');
  });

  it('does not take a typed day before minDate', () => {
    const onChange = vi.fn();
    renderWithApp(<Field initial="2026-03-20" minDate="2026-03-10" onChange={onChange} />);
    fireEvent.change(box(), { target: { value: '03/09/2026' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: '03/10/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-03-10');
  });

  it('speaks the app language in the calendar and takes digits typed in it', async () => {
    await i18n.changeLanguage('ar');
    try {
      const onChange = vi.fn();
      renderWithApp(<Field initial="2026-03-08" onChange={onChange} />);
      await userEvent.click(box());
      expect(screen.getByText(/مارس/)).toBeInTheDocument();
      // Day first, as Arabic's dates are shown (decision 0074).
      fireEvent.change(box(), { target: { value: '٠٤/٠٢/٢٠٢٦' } });
      expect(onChange).toHaveBeenLastCalledWith('2026-02-04');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
