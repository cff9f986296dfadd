import type { SelectProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from './deferred-select';

interface Person {
  id: number;
  name: string;
}

/**
 * The assign screens' user select. The server sends one page of matches for what is typed
 * (decision 0023: a large company's every user was 3.3 MB), so the options are shown as they
 * come, not filtered again by label; the chosen person keeps their label while other matches load.
 */
export function UserSearchSelect({
  users,
  more,
  search,
  onSearchChange,
  value,
  onChange,
  ...props
}: {
  users: Person[];
  /** More users match than the page holds: typing narrows them. */
  more: boolean;
  search: string;
  onSearchChange: (search: string) => void;
  value: string | null;
  onChange: (value: string | null, person: Person | undefined) => void;
} & Pick<
  SelectProps,
  'label' | 'placeholder' | 'nothingFoundMessage' | 'error' | 'disabled' | 'miw' | 'comboboxProps'
>) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Person>();
  const people = new Map<string, Person>();
  if (picked && String(picked.id) === value) people.set(value, picked);
  for (const user of users) people.set(String(user.id), user);
  return (
    <DeferredSelect
      {...props}
      data={[...people.values()].map((u) => ({ value: String(u.id), label: u.name }))}
      value={value}
      onChange={(next) => {
        const person = next ? people.get(next) : undefined;
        setPicked(person);
        onChange(next, person);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={onSearchChange}
      filter={({ options }) => options}
      description={more ? t('common.typeToFindMore') : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      maxDropdownHeight={320}
    />
  );
}
