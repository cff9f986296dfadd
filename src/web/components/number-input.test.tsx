import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NumberRules } from '@web/lib/number-text';
import { renderWithApp } from '@web/test/render';
import { NumberInput, NumberValueInput } from './number-input';

/** A number answer as the report form holds it: the parent keeps a number, the box keeps the text. */
function ValueHolder(props: {
  rules?: NumberRules;
  initial?: number | null;
  onChange?: (v: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(props.initial ?? null);
  return (
    <>
      <NumberValueInput
        label="Amount"
        rules={props.rules}
        value={value}
        onChange={(v) => {
          setValue(v);
          props.onChange?.(v);
        }}
      />
      <output aria-label="stored">{value === null ? 'null' : String(value)}</output>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Amount' });
const stored = () => screen.getByRole('status', { name: 'stored' }).textContent;
const message = () =>
  box().getAttribute('aria-invalid') === 'true' ? screen.getByText(/^Enter /).textContent : '';

describe('NumberValueInput', () => {
  it.each([
    ['0.5', 0.5],
    ['1.25', 1.25],
    ['10.05', 10.05],
    [',5', 0.5],
    ['0,5', 0.5],
    ['10,05', 10.05],
    ['1.', 1],
    ['۰٫۵', 0.5],
  ])('typing %s key by key keeps the text and stores %s', async (typed, expected) => {
    const onChange = vi.fn();
    renderWithApp(<ValueHolder onChange={onChange} rules={{ min: 0 }} />);
    await userEvent.type(box(), typed);
    expect(box()).toHaveValue(typed);
    expect(stored()).toBe(String(expected));
    expect(onChange).toHaveBeenLastCalledWith(expected);
    expect(message()).toBe('');
  });

  it('"-" alone stores nothing and complains only when the box is left', async () => {
    const onChange = vi.fn();
    renderWithApp(<ValueHolder onChange={onChange} initial={3} />);
    await userEvent.clear(box());
    expect(onChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(box(), '-');
    expect(box()).toHaveValue('-');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(message()).toBe('');
    await userEvent.tab();
    expect(message()).toBe('Enter a number.');
    await userEvent.click(box());
    await userEvent.type(box(), '2,5');
    expect(stored()).toBe('-2.5');
    expect(message()).toBe('');
  });

  it('emptying the box stores null', async () => {
    renderWithApp(<ValueHolder initial={4.5} />);
    expect(box()).toHaveValue('4.5');
    await userEvent.clear(box());
    expect(box()).toHaveValue('');
    expect(stored()).toBe('null');
  });

  it('an out-of-range number keeps its text, shows the limits and is not passed on', async () => {
    const onChange = vi.fn();
    renderWithApp(<ValueHolder onChange={onChange} rules={{ min: 0, max: 1000 }} />);
    await userEvent.type(box(), '10005');
    expect(box()).toHaveValue('10005');
    expect(stored()).toBe('1000');
    expect(onChange).not.toHaveBeenCalledWith(10005);
    expect(message()).toBe('Enter a number from 0 to 1000.');
    await userEvent.type(box(), '{Backspace}');
    expect(stored()).toBe('1000');
    expect(message()).toBe('');
  });

  it('a text that is not a number keeps what was typed and says so', async () => {
    const onChange = vi.fn();
    renderWithApp(<ValueHolder onChange={onChange} />);
    await userEvent.type(box(), '1.2.3');
    expect(box()).toHaveValue('1.2.3');
    expect(onChange).toHaveBeenLastCalledWith(1.2);
    expect(stored()).toBe('1.2');
    expect(message()).toBe('Enter a number.');
  });

  it('a decimal where a whole number is required is refused, not truncated', async () => {
    const onChange = vi.fn();
    renderWithApp(<ValueHolder onChange={onChange} rules={{ integer: true, min: 0, max: 100 }} />);
    await userEvent.type(box(), '1.5');
    expect(box()).toHaveValue('1.5');
    expect(onChange.mock.calls).toEqual([[1]]);
    expect(message()).toBe('Enter a whole number.');
  });

  it('asks phones for a decimal keypad only when no minus sign is needed', () => {
    renderWithApp(<ValueHolder rules={{ min: 0 }} />);
    expect(box()).toHaveAttribute('inputmode', 'decimal');
    // Mantine puts `dir` on the box around the input: the number reads left to right, the label follows the page.
    expect(box().parentElement).toHaveAttribute('dir', 'ltr');
  });
});

describe('NumberInput', () => {
  function TextHolder() {
    const [text, setText] = useState('');
    return (
      <NumberInput
        label="Amount"
        rules={{ integer: true, min: -10, max: 10 }}
        messages={{ range: 'Weight is from -10 to 10.' }}
        value={text}
        onChange={setText}
      />
    );
  }

  it('holds the text for a form and uses the screen’s own wording', async () => {
    renderWithApp(<TextHolder />);
    await userEvent.type(box(), '99999999999');
    expect(box()).toHaveValue('99999999999');
    expect(screen.getByText('Weight is from -10 to 10.')).toBeInTheDocument();
    expect(box()).toHaveAttribute('inputmode', 'text');
  });

  it('shows a form’s or server’s error while the text itself is fine, and the text’s problem over it', async () => {
    function WithError() {
      const [text, setText] = useState('4');
      return <NumberInput label="Amount" value={text} onChange={setText} error="Server says no." />;
    }
    renderWithApp(<WithError />);
    expect(screen.getByText('Server says no.')).toBeInTheDocument();
    await userEvent.type(box(), 'x');
    expect(screen.getByText('Enter a number.')).toBeInTheDocument();
    expect(screen.queryByText('Server says no.')).not.toBeInTheDocument();
  });
});
