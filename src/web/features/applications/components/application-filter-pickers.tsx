import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_DEBOUNCE_MS } from '@web/components/filter-box';
import { UserSearchSelect } from '@web/components/user-search-select';
import { useApplicationApplicators } from '../api/get-application-applicators';
import { useApplicationProducts } from '../api/get-application-products';

interface Choice {
  id: number;
  name: string;
}

export interface PickerProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The chosen one as the list's rows name it, before the search has found it. */
  current?: Choice;
}

/** `current` first, then the page found, each once. */
const withCurrent = (current: Choice | undefined, found: Choice[]) =>
  [...(current ? [current] : []), ...found].filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i);

/**
 * The Applications list's product filter: products found by the server as the user types (name or
 * EPA number), a page at a time; a company's every product was 126 KB with each list.
 */
export function ProductPicker({ value, onChange, current }: PickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const found = useApplicationProducts(debounced);
  const products = (found.data?.products ?? []).map((p) => ({
    id: p.id,
    name: p.epa_reg_no ? `${p.name} (${p.epa_reg_no})` : p.name,
  }));
  return (
    <UserSearchSelect
      label={t('applications.product')}
      users={withCurrent(current, products)}
      more={found.data?.products_more ?? false}
      search={search}
      onSearchChange={setSearch}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      nothingFoundMessage={t('applications.noProduct')}
      miw={240}
    />
  );
}

/** The Applications list's applicator filter: the people with listed records, searched by name. */
export function ApplicatorPicker({ value, onChange, current }: PickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const found = useApplicationApplicators(debounced);
  return (
    <UserSearchSelect
      label={t('applications.applicator')}
      users={withCurrent(current, found.data?.people ?? [])}
      more={found.data?.more ?? false}
      search={search}
      onSearchChange={setSearch}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      nothingFoundMessage={t('applications.noApplicator')}
      miw={200}
    />
  );
}
