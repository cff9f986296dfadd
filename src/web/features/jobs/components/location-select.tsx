import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS } from '@web/components/filter-box';
import { locationByIdQuery, useLocationOptions } from '../api/search-locations';

interface Place {
  id: number;
  name: string;
  address: string;
}

/**
 * The job's location: a searchable select of active locations, searched on the server by name or
 * address (a company may have thousands). The chosen place keeps its label even when it is not
 * among the current matches, e.g. an inactive location a job already is at.
 */
export function LocationSelect(props: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: React.ReactNode;
  current?: Place;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const [picked, setPicked] = useState<Place | undefined>(props.current);
  const options = useLocationOptions(debounced);
  const known = [picked, props.current].find((p) => p && String(p.id) === props.value);
  const lookup = useQuery({
    ...locationByIdQuery(props.value ?? ''),
    enabled: Boolean(props.value) && !known,
  });
  const selected = known ?? lookup.data;

  const places = new Map<string, Place>();
  if (selected) places.set(String(selected.id), selected);
  for (const row of options.data ?? []) places.set(String(row.id), row);
  const data = [...places.values()].map((p) => ({ value: String(p.id), label: p.name }));

  return (
    <Select
      label={t('jobs.location')}
      placeholder={t('jobs.form.locationPlaceholder')}
      required
      searchable
      clearable
      data={data}
      value={props.value}
      error={props.error}
      onChange={(value) => {
        setPicked(value ? places.get(value) : undefined);
        props.onChange(value);
      }}
      onSearchChange={setSearch}
      // The server already matched name or address; the label alone must not hide a match.
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t('common.loading') : t('jobs.form.noLocations')}
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
