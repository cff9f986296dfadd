/**
 * The reports list's review filters (issue 18): any of the statuses, as chips, and one technician,
 * searched by name. Both live in the URL (`?status=2,3`, `?user_id=9`) and the server filters.
 */
import { Chip, Group, Input } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportStatus } from '@shared/constants';
import { FILTER_DEBOUNCE_MS } from '@web/components/filter-box';
import { UserSearchSelect } from '@web/components/user-search-select';
import { useReportPeople } from '../../api/get-report-people';
import { reportStatusLabel } from '../report-status-label';

const STATUS_IDS = Object.values(ReportStatus).map(String);

/** `?status=` as the chosen status ids, in their order; anything else is left out. */
export const statusesFrom = (value: string) => {
  const chosen = new Set(value.split(','));
  return STATUS_IDS.filter((id) => chosen.has(id));
};

export function StatusChips({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Input.Wrapper label={t('common.status')} labelElement="div" labelProps={{ id: labelId }}>
      <Chip.Group
        multiple
        value={statusesFrom(value)}
        onChange={(ids) => onChange(statusesFrom(ids.join(',')).join(','))}
      >
        <Group gap={6} role="group" aria-labelledby={labelId} mih={36} align="center">
          {STATUS_IDS.map((id) => (
            <Chip key={id} value={id} size="sm">
              {reportStatusLabel(t, Number(id))}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}

interface Person {
  id: number;
  name: string;
}

/** One technician's reports; `current` names the chosen person before the search has loaded them. */
export function TechnicianPicker(props: {
  value: string;
  onChange: (value: string | undefined) => void;
  current?: Person;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const people = useReportPeople(debounced);
  const users = [...(props.current ? [props.current] : []), ...(people.data?.people ?? [])];
  return (
    <UserSearchSelect
      label={t('reports.list.technician')}
      users={users.filter((u, i) => users.findIndex((o) => o.id === u.id) === i)}
      more={people.data?.more ?? false}
      search={search}
      onSearchChange={setSearch}
      value={props.value || null}
      onChange={(value) => props.onChange(value ?? undefined)}
      nothingFoundMessage={t('reports.list.noTechnician')}
      miw={200}
    />
  );
}
