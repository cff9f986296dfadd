import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS } from '@web/components/filter-box';
import { LoadingSpinner } from '@web/components/loading-spinner';
import { useVisitPeople } from '../../api/get-visit-people';

interface Person {
  id: number;
  name: string;
}

/**
 * The visit's people (its dialog): chosen ones stay with their names, others are found by the
 * server as the dispatcher types (a large company has thousands, decision 0066 amended
 * 2026-12-03), shown as they come rather than filtered again here.
 */
export function TechnicianPicker(props: {
  /** The visit's people as read: their names while their ids are chosen. */
  current: Person[];
  value: string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const found = useVisitPeople(debounced);
  // Names of everyone chosen in this dialog, so a choice keeps its label when the matches change.
  const [known, setKnown] = useState(() => new Map(props.current.map((p) => [String(p.id), p.name])));
  const options = new Map(props.value.map((id) => [id, known.get(id) ?? id]));
  for (const p of found.data?.people ?? []) options.set(String(p.id), p.name);
  const searching = search !== debounced || found.isFetching;
  return (
    <MultiSelect
      label={t('schedule.technicians')}
      data={[...options].map(([value, label]) => ({ value, label }))}
      value={props.value}
      onChange={(ids) => {
        setKnown((had) => new Map([...had, ...ids.map((id) => [id, options.get(id) ?? id] as const)]));
        props.onChange(ids);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      disabled={props.disabled}
      nothingFoundMessage={searching ? t('schedule.findingTechnicians') : t('schedule.noTechnicianFound')}
      description={found.data?.more ? t('common.typeToFindMore') : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      rightSection={
        searching ? <LoadingSpinner size="xs" label={t('schedule.findingTechnicians')} /> : undefined
      }
      maxDropdownHeight={320}
    />
  );
}
