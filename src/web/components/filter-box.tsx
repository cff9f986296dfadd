import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: text filters wait 500 ms after typing before the list asks the server. */
export const FILTER_DEBOUNCE_MS = 500;

export function FilterBox(props: { value: string; onChange: (value: string) => void; label?: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.value);
  const [synced, setSynced] = useState(props.value);
  const emit = useDebouncedCallback(props.onChange, FILTER_DEBOUNCE_MS);
  // Back/forward or a shared link changes the value from outside; the box follows, unless it
  // is only this box's own text coming back trimmed.
  if (props.value !== synced) {
    setSynced(props.value);
    if (props.value !== text.trim()) setText(props.value);
  }
  return (
    <TextInput
      label={props.label ?? t('common.filter')}
      placeholder={t('common.filterPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        emit(e.currentTarget.value);
      }}
      maw={360}
    />
  );
}
