import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { FILTER_DEBOUNCE_MS, FilterBox } from './filter-box';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
afterEach(() => vi.useRealTimers());

/**
 * Types one character at a time, `gapMs` apart. (fireEvent rather than user-event: user-event waits
 * on real timers between keys under Vitest's fake ones.)
 */
function type(box: HTMLElement, text: string, gapMs = 100) {
  for (const ch of text) {
    act(() => {
      fireEvent.change(box, { target: { value: (box as HTMLInputElement).value + ch } });
    });
    act(() => {
      vi.advanceTimersByTime(gapMs);
    });
  }
}

describe('FilterBox', () => {
  it('reports the text once, 500 ms after the last keystroke', () => {
    const onChange = vi.fn();
    renderWithApp(<FilterBox value="" onChange={onChange} />);
    const box = screen.getByLabelText('Filter');
    type(box, 'sof');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    type(box, 'ia', 0);
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange.mock.calls).toEqual([['sofia']]);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reports at once on Enter, and the clear button empties it at once', () => {
    const onChange = vi.fn();
    renderWithApp(<FilterBox value="" onChange={onChange} />);
    const box = screen.getByLabelText('Filter');
    type(box, 'pine', 0);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange.mock.calls).toEqual([['pine']]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear text' }));
    expect(onChange.mock.calls).toEqual([['pine'], ['']]);
    expect(screen.getByLabelText('Filter')).toHaveValue('');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('follows a value changed from outside and drops what was still pending', () => {
    const onChange = vi.fn();
    function Page() {
      const [value, setValue] = useState('oak');
      return (
        <>
          <button onClick={() => setValue('elm')}>Back</button>
          <FilterBox value={value} onChange={onChange} />
        </>
      );
    }
    renderWithApp(<Page />);
    const box = screen.getByLabelText('Filter');
    expect(box).toHaveValue('oak');
    type(box, 'x', 0);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(box).toHaveValue('elm');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS * 2);
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the typed spaces while the list filters by the trimmed text', () => {
    function Page() {
      const [value, setValue] = useState('');
      return <FilterBox value={value} onChange={(v) => setValue(v.trim())} />;
    }
    renderWithApp(<Page />);
    const box = screen.getByLabelText('Filter');
    type(box, 'green ');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(box).toHaveValue('green ');
  });

  it('keeps typing that went on while its own earlier text came back late through the address', () => {
    const onChange = vi.fn();
    /** The list's address: it takes a moment to follow the box, as the router does on a slow phone. */
    function SlowAddress() {
      const [value, setValue] = useState('');
      return (
        <FilterBox
          value={value}
          onChange={(next) => {
            onChange(next);
            setTimeout(() => setValue(next.trim()), 150);
          }}
        />
      );
    }
    renderWithApp(<SlowAddress />);
    const box = screen.getByLabelText('Filter');
    // "p", then a pause past the debounce (a loaded phone), then "a" before the address has "p".
    type(box, 'p', FILTER_DEBOUNCE_MS);
    expect(onChange.mock.calls).toEqual([['p']]);
    type(box, 'a', 200);
    expect(box).toHaveValue('pa');
    type(box, 'ging', 100);
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS + 200);
    });
    expect(box).toHaveValue('paging');
    expect(onChange.mock.calls).toEqual([['p'], ['paging']]);
  });
});
