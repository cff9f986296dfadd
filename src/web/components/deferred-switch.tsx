import type { SwitchProps } from '@mantine/core';
import { useId, useRef } from 'react';
import classes from './deferred-switch.module.css';
import { deferredCode, useDeferredWidget, useStandInHandlers } from './deferred-widget';

const switchCode = deferredCode(
  () => import('./switch-field'),
  (module) => module.SwitchField,
);

/** Fetches the Switch's code; a component test awaits it to find Mantine's Switch at once. */
export const loadSwitchField = switchCode.load;

/**
 * Mantine's Switch whose code (with its group and the inline input's parts: about 1.4 KB on the
 * wire) is not part of a form's first screen (decision 0067). Until it is in, the browser's own
 * checkbox stands in, drawn as the Switch's track beside the same label and description: it works
 * at once (a click or Space turns it and calls `onChange` with the change event, as the Switch
 * does). It comes after the first screen, or as soon as the stand-in is reached by the keyboard or
 * pressed; a stand-in that had the focus hands it to the Switch, and a press fetches it only once
 * the click is done, so the switch never changes under a pointer between press and release.
 */
export function DeferredSwitch(props: SwitchProps) {
  const real = useRef<HTMLInputElement>(null);
  const { loaded, ask } = useDeferredWidget(switchCode, real);
  const handlers = useStandInHandlers(ask);
  const described = useId();
  if (loaded) return <loaded.Widget {...props} ref={real} />;
  const { label, description, checked, onChange, disabled } = props;
  return (
    <div data-switch-stand-in="">
      <label className={classes.row}>
        <input
          type="checkbox"
          role="switch"
          className={classes.track}
          checked={checked}
          disabled={disabled}
          aria-describedby={description ? described : undefined}
          onChange={onChange}
          {...handlers}
        />
        {label !== undefined && <span className={classes.label}>{label}</span>}
      </label>
      {description && (
        <div id={described} className={classes.description}>
          {description}
        </div>
      )}
    </div>
  );
}
