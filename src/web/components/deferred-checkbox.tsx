import { Box, type CheckboxProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { deferredCode, useDeferredWidget, useStandInHandlers } from './deferred-widget';

const checkboxCode = deferredCode(
  () => import('./checkbox-field'),
  (module) => module.CheckboxField,
);

/** Fetches the Checkbox's code; a component test awaits it to find Mantine's Checkbox at once. */
export const loadCheckboxField = checkboxCode.load;

/** Mantine's Checkbox box at its default size (`sm`), and its label's line and offset. */
const BOX = 'calc(1.25rem * var(--mantine-scale))';

/**
 * Mantine's Checkbox whose code (with its Group, Card and Indicator: about 2.5 KB on the wire) is
 * not part of a list's first screen (decision 0067). Until it is in, the browser's own checkbox
 * stands in, of the same size, beside the same label: it works at once (a click or Space ticks it
 * and calls `onChange` with the change event, as the Checkbox does), so nothing waits for the
 * code. It comes after the first screen, or as soon as the stand-in is reached by the keyboard or
 * pressed; a stand-in that had the focus hands it to the Checkbox. A press fetches it only once
 * the click is done, so the box never changes under a pointer between its press and its release.
 */
export function DeferredCheckbox(props: CheckboxProps) {
  const real = useRef<HTMLInputElement>(null);
  const { loaded, ask } = useDeferredWidget(checkboxCode, real);
  const handlers = useStandInHandlers(ask);
  const standIn = useRef<HTMLInputElement>(null);
  const { indeterminate = false } = props;
  useEffect(() => {
    if (standIn.current) standIn.current.indeterminate = indeterminate;
  }, [indeterminate, loaded]);
  if (loaded) return <loaded.Widget {...props} ref={real} />;
  const { label, checked, onChange, disabled, mb, mt } = props;
  return (
    <Box
      component="label"
      mb={mb}
      mt={mt}
      display="flex"
      fz="sm"
      lh={BOX}
      style={{ cursor: disabled ? 'not-allowed' : 'pointer', alignItems: 'flex-start' }}
      data-checkbox-stand-in=""
    >
      <input
        ref={standIn}
        type="checkbox"
        aria-label={props['aria-label']}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        {...handlers}
        style={{
          width: BOX,
          height: BOX,
          margin: 0,
          flex: 'none',
          cursor: 'inherit',
          accentColor: 'var(--mantine-primary-color-filled)',
        }}
      />
      {label !== undefined && (
        <span style={{ paddingInlineStart: 'var(--mantine-spacing-sm)' }}>{label}</span>
      )}
    </Box>
  );
}
