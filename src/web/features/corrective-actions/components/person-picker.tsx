import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS } from '@web/components/filter-box';
import { UserSearchSelect } from '@web/components/user-search-select';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { usePeople } from '../api/get-people';

interface Person {
  id: number;
  name: string;
}

/**
 * Who an action is assigned to (or the list's assignee filter). Admins search every user; the
 * users list is not a Supervisor's, so a Supervisor chooses themself or keeps who is there.
 */
export function PersonPicker(props: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  current?: Person | null;
  w?: number;
}) {
  const { t } = useTranslation();
  const user = useAuthUser().data;
  const admin = Boolean(user && permissionsOf(user).manage);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const people = usePeople(debounced, admin);
  if (admin) {
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
  const choices = new Map<string, string>();
  if (user) choices.set(String(user.id), t('correctiveActions.me', { name: user.name }));
  if (props.current && !choices.has(String(props.current.id))) {
    choices.set(String(props.current.id), props.current.name);
  }
  if (props.value && !choices.has(props.value)) choices.set(props.value, `#${props.value}`);
  return (
    <Select
      label={props.label}
      data={[...choices].map(([value, label]) => ({ value, label }))}
      value={props.value}
      onChange={props.onChange}
      clearable
      w={props.w}
    />
  );
}
