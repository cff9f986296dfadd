import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS } from '@web/components/filter-box';
import { useLocationOptions } from '../api/get-location-options';

interface Place {
  id: number;
  name: string;
  address?: string;
}

/**
 * A location searched on the server by name or address (a company may have thousands); the chosen
 * one keeps its label while other matches load.
 */
export function LocationPicker(props: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  current?: Place;
  required?: boolean;
  error?: React.ReactNode;
  w?: number;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const [picked, setPicked] = useState<Place | undefined>(props.current);
  const options = useLocationOptions(debounced);
  const places = new Map<string, Place>();
  const known = [picked, props.current].find((p) => p && String(p.id) === props.value);
  if (known) places.set(String(known.id), known);
  for (const row of options.data ?? []) places.set(String(row.id), row);
  return (
    <Select
      label={props.label}
      required={props.required}
      error={props.error}
      w={props.w}
      searchable
      clearable
      data={[...places.values()].map((p) => ({ value: String(p.id), label: p.name }))}
      value={props.value}
      onChange={(value) => {
        setPicked(value ? places.get(value) : undefined);
        props.onChange(value);
      }}
      onSearchChange={setSearch}
      // The server already matched name or address; the label alone must not hide a match.
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t('common.loading') : t('correctiveActions.noLocations')}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {places.get(option.value)?.address}
          </Text>
        </Stack>
      )}
      maxDropdownHeight={320}
    />
  );
}
