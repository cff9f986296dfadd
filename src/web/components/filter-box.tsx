/**
 * FilterBox: the lists' text filter. It reports the text 500 ms after the last keystroke (spec
 * section 9), at once on Enter or on the clear button, and follows a value changed from outside
 * (back/forward, a shared link).
 *
 *   const { filter, setFilter } = useListParams();
 *   <FilterBox value={filter} onChange={setFilter} />      // label "Filter" unless given
 */
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const FILTER_DEBOUNCE_MS = 500;

export function FilterBox(props: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.value);
  const [synced, setSynced] = useState(props.value);
  /** The last text this box reported: its echo may come back after more was typed. */
  const [sent, setSent] = useState<string | null>(null);
  const report = (value: string) => {
    setSent(value.trim());
    props.onChange(value);
  };
  // Cancelled on unmount, so a pending filter never lands on the page navigated to.
  const emit = useDebouncedCallback(report, FILTER_DEBOUNCE_MS);
  // The value changed from outside: the box follows, unless it is this box's own text coming
  // back trimmed, now or late (the list's address updated while the next keys were typed on a
  // slow phone: following it would drop them); what was still pending is dropped so it cannot
  // overwrite the new value.
  if (props.value !== synced) {
    setSynced(props.value);
    if (props.value !== text.trim() && props.value !== sent) {
      emit.cancel();
      setText(props.value);
    }
  }
  const clear = () => {
    emit.cancel();
    setText('');
    report('');
  };
  return (
    <TextInput
      label={props.label ?? t('common.filter')}
      placeholder={props.placeholder ?? t('common.filterPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? <CloseButton size="sm" aria-label={t('widgets.clearFilter')} onClick={clear} /> : null
      }
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        emit(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          emit.flush();
        }
      }}
      maw={360}
    />
  );
}
