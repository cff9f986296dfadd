import { Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type QueryFunction,
  type QueryKey,
  skipToken,
  useQuery,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '@web/components/deferred-select';
import { FILTER_DEBOUNCE_MS } from '@web/components/filter-box';

export interface Place {
  id: number;
  name: string;
  address?: string;
}

/**
 * A location, searched on the server by name or address (a company may have thousands), for a job
 * and for a corrective action (issue 38: one picker where there were two). The feature passes its
 * own query of the matches (its keys, its filter); the chosen place keeps its label while other
 * matches load, and when only its id is known (a link's `?location_id=`) `lookupQuery` names it.
 * A DeferredSelect: the corrective actions list draws it on its first screen (decision 0067).
 */
export function LocationSelect<T extends Place, K extends QueryKey, L extends QueryKey>(props: {
  label: string;
  placeholder?: string;
  /** What the list says when nothing matches. */
  nothingFound: string;
  value: string | null;
  onChange: (value: string | null) => void;
  optionsQuery: (search: string) => UseQueryOptions<T[], Error, T[], K>;
  lookupQuery?: (id: string) => UseQueryOptions<T, Error, T, L>;
  current?: Place;
  required?: boolean;
  error?: React.ReactNode;
  w?: number;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const [picked, setPicked] = useState<Place | undefined>(props.current);
  const options = useQuery(props.optionsQuery(debounced));
  const known = [picked, props.current].find((p) => p && String(p.id) === props.value);
  const lookupOptions = props.lookupQuery?.(props.value ?? '');
  const lookup = useQuery<T, Error, T, QueryKey>({
    queryKey: lookupOptions?.queryKey ?? ['location-select', 'no-lookup'],
    // The feature's own query of one place; its key is the feature's too.
    queryFn: (lookupOptions?.queryFn as QueryFunction<T> | undefined) ?? skipToken,
    enabled: Boolean(lookupOptions) && Boolean(props.value) && !known,
  });
  const selected = known ?? lookup.data;

  const places = new Map<string, Place>();
  if (selected) places.set(String(selected.id), selected);
  for (const row of options.data ?? []) places.set(String(row.id), row);

  return (
    <DeferredSelect
      label={props.label}
      placeholder={props.placeholder}
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
      nothingFoundMessage={options.isFetching ? t('common.loading') : props.nothingFound}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed" dir="auto">
            {places.get(option.value)?.address}
          </Text>
        </Stack>
      )}
      maxDropdownHeight={320}
    />
  );
}
