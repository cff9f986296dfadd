import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS } from '@web/components/filter-box';
import { UserSearchSelect } from '@web/components/user-search-select';
import { usePeople } from '../api/get-people';

interface Person {
  id: number;
  name: string;
}

/** Who an action is assigned to (or the list's assignee filter): any active user, searched by name. */
export function PersonPicker(props: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  current?: Person | null;
  w?: number;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const people = usePeople(debounced);
  const users = [...(props.current ? [props.current] : []), ...(people.data?.people ?? [])];
  return (
    <UserSearchSelect
      label={props.label}
      users={users.filter((u, i) => users.findIndex((o) => o.id === u.id) === i)}
      more={people.data?.more ?? false}
      search={search}
      onSearchChange={setSearch}
      value={props.value}
      onChange={(value) => props.onChange(value)}
      nothingFoundMessage={t('correctiveActions.noPeople')}
      miw={props.w}
    />
  );
}
