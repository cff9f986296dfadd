/**
 * NumberInput: a text box for a number that keeps exactly what was typed (spec: the number typed
 * is the number stored). "0.5", "0,5", ",5", "۰٫۵" all read as 0.5; nothing is rounded, clamped or
 * dropped; a text that is not a number in range shows why instead.
 *
 *   <NumberInput label="Weight" rules={{ integer: true, min: -10, max: 10 }} {...form.getInputProps('weight')} />
 *   <NumberValueInput label="Amount" rules={{ min: 0 }} value={amount} onChange={setAmount} />
 * NumberInput holds the text (a form validates it with `numberProblem`); NumberValueInput holds a
 * number and calls onChange only with a number or null (emptied): a wrong text is never passed on.
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  finalProblem,
  type NumberProblem,
  type NumberRules,
  numberText,
  readNumber,
} from '@web/lib/number-text';

/**
 * A screen's own wording per problem; a function is asked only when its problem shows, so a text
 * whose section the first screen does not wait for (an `errors` one) is not fetched before then.
 */
export type NumberMessages = Partial<Record<NumberProblem, string | (() => string)>>;

export interface NumberInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'min' | 'max'> {
  /** The text as typed (a form's `getInputProps` may leave it out at first: read as empty). */
  value?: string;
  onChange: (text: string) => void;
  rules?: NumberRules;
  /** A screen's own wording for a problem (for example naming the field). */
  messages?: NumberMessages;
}

/** The message for a problem: the screen's own, or the general one naming the limits. */
export function useNumberMessage() {
  const { t } = useTranslation();
  return (problem: NumberProblem, rules: NumberRules = {}, messages: NumberMessages = {}): string => {
    // A screen's wording says what is wrong with the value, not that a comma is ambiguous.
    const wording = problem === 'ambiguous' ? undefined : messages[problem];
    const own = typeof wording === 'function' ? wording() : wording;
    if (own) return own;
    if (problem === 'notInteger') return t('widgets.number.notInteger');
    if (problem === 'ambiguous') return t('widgets.number.ambiguous');
    if (problem === 'range') {
      const min = rules.min === undefined ? undefined : numberText(rules.min);
      const max = rules.max === undefined ? undefined : numberText(rules.max);
      if (min !== undefined && max !== undefined) return t('widgets.number.range', { min, max });
      if (min !== undefined) return t('widgets.number.atLeast', { min });
      if (max !== undefined) return t('widgets.number.atMost', { max });
    }
    return t('widgets.number.notANumber');
  };
}

/** A form's check of a typed number: the problem once typing is done, or null (fine or empty). */
export function numberProblem(text: string, rules: NumberRules = {}): NumberProblem | null {
  return finalProblem(readNumber(text, rules));
}

export function NumberInput({
  value = '',
  onChange,
  rules = {},
  messages,
  error,
  ...rest
}: NumberInputProps) {
  const message = useNumberMessage();
  const [left, setLeft] = useState(false);
  const reading = readNumber(value, rules);
  // While typing, only a text that cannot become a number complains; "-" waits until the box is left.
  const problem = left ? finalProblem(reading) : reading.state === 'invalid' ? reading.problem : null;
  const own = problem ? message(problem, rules, messages) : undefined;
  const negative = rules.min === undefined || rules.min < 0;
  return (
    <TextInput
      {...rest}
      // Phone keypads for "decimal"/"numeric" lack a minus sign on some phones; negatives get letters.
      inputMode={negative ? 'text' : rules.integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      spellCheck={false}
      dir="ltr"
      value={value}
      // What is wrong with the text now comes before an older message (a server's about the last save).
      error={own ?? error}
      onChange={(e) => {
        setLeft(false);
        onChange(e.currentTarget.value);
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        setLeft(true);
        rest.onBlur?.(e);
      }}
    />
  );
}

export interface NumberValueInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  value: number | null | undefined;
  /** A number, or null when the box is emptied; never called with a wrong or unfinished text. */
  onChange: (value: number | null) => void;
  /**
   * Whether the text on screen is not a number that could be stored (wrong or unfinished), on every
   * change: the stored value is then an older one, and a form must not act on it as if it were typed.
   */
  onTextProblem?: (problem: boolean) => void;
}

export function NumberValueInput({
  value,
  onChange,
  onTextProblem,
  rules = {},
  ...rest
}: NumberValueInputProps) {
  const current = value ?? null;
  const [text, setText] = useState(() => numberText(current));
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    // A value set from outside replaces the text, unless the text already says it (or says nothing
    // that could be stored: a wrong text stays on screen with its message).
    setSeen(current);
    const reading = readNumber(text, rules);
    const same = reading.state === 'number' ? reading.value === current : current === null;
    if (!same) setText(numberText(current));
  }
  return (
    <NumberInput
      {...rest}
      rules={rules}
      value={text}
      onChange={(next) => {
        setText(next);
        const reading = readNumber(next, rules);
        const stored =
          reading.state === 'number' ? reading.value : reading.state === 'empty' ? null : undefined;
        // The new number first, then the word that the text is fine: a form holding the field
        // while the text was not a number then lets go of the new value, not the old one.
        if (stored !== undefined && stored !== current) {
          setSeen(stored);
          onChange(stored);
        }
        onTextProblem?.(finalProblem(reading) !== null);
      }}
    />
  );
}
