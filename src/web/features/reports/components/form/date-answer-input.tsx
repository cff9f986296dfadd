import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { isIsoDate } from '@shared/dates';

/**
 * A date a phone's picker accepts key by key (issue 32): typing the year "2026" shows 0002, 0020,
 * 0202 on the way. Only a whole date with a four-digit year is passed on; an emptied box is null.
 * The box keeps its own text meanwhile: a controlled date box set back to the stored value would
 * wipe the half-typed year.
 */
export const isWholeDate = (text: string) => isIsoDate(text) && Number(text.slice(0, 4)) >= 1000;

export function DateAnswerInput(props: {
  label: string;
  withAsterisk: boolean;
  error: string | undefined;
  id: string;
  value: string;
  onChange: (value: string | null) => void;
}) {
  const { value, onChange, ...rest } = props;
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // A value set from outside (the outbox on load) replaces the text, unless it already says it.
    setSeen(value);
    if (text !== value) setText(value);
  }
  return (
    <TextInput
      {...rest}
      type="date"
      value={text}
      onChange={(e) => {
        const box = e.currentTarget;
        setText(box.value);
        // A box with a part still blank reads "" and says badInput: not an emptied answer.
        const next = box.value === '' ? (box.validity.badInput ? undefined : null) : box.value;
        if (next === undefined || (next !== null && !isWholeDate(next))) return;
        if ((next ?? '') === value) return;
        setSeen(next ?? '');
        onChange(next);
      }}
    />
  );
}
