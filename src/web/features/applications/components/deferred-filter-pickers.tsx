import { type ComponentType, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectStandIn } from '@web/components/deferred-select';
import { deferredCode, useDeferredWidget } from '@web/components/deferred-widget';
import type * as Pickers from './application-filter-pickers';
import type { PickerProps } from './application-filter-pickers';

/**
 * The product and applicator filters' code (their server searches) comes after the list's first
 * screen, as the Select it is built on does (decision 0067: /applications was 0.5 KB over 200 KB
 * with it). Until then the same field, read-only, names the chosen one; focusing or pressing it
 * fetches the code at once, and the focus moves on to the picker's field when it comes.
 */
function deferredPicker(
  pick: (module: typeof Pickers) => ComponentType<PickerProps>,
  label: 'product' | 'applicator',
) {
  const code = deferredCode(() => import('./application-filter-pickers'), pick);
  return function DeferredPicker(props: PickerProps) {
    // The field in the box, whichever is drawn: a stand-in focused when the code came hands the
    // focus to the picker's field.
    const box = useRef<HTMLDivElement>(null);
    const field = useMemo(
      () => ({
        get current() {
          return box.current?.querySelector('input') ?? null;
        },
      }),
      [],
    );
    const { loaded, ask } = useDeferredWidget(code, field);
    return (
      <div ref={box} style={{ display: 'contents' }}>
        {loaded ? <loaded.Widget {...props} /> : <StandIn {...props} label={label} ask={ask} />}
      </div>
    );
  };
}

function StandIn(
  props: PickerProps & { label: 'product' | 'applicator'; ask: (what: 'focus' | 'open') => void },
) {
  const { t } = useTranslation();
  const { label, ask } = props;
  return (
    <SelectStandIn
      label={t(`applications.${label}`)}
      miw={label === 'product' ? 240 : 200}
      value={props.current?.name ?? ''}
      ask={ask}
    />
  );
}

export const ProductFilter = deferredPicker((m) => m.ProductPicker, 'product');
export const ApplicatorFilter = deferredPicker((m) => m.ApplicatorPicker, 'applicator');
