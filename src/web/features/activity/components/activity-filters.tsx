import { Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDITED_ENTITIES } from '@shared/audit-fields';
import { DeferredDateFilter } from '@web/components/deferred-date-filter';
import { DeferredSelect } from '@web/components/deferred-select';
import { UserSearchSelect } from '@web/components/user-search-select';
import { useListParams } from '@web/lib/use-list-params';
import { useActivityPeople } from '../api/get-activity-people';

/** The Activity list's filters, kept in the URL: person, kind of record, action, date range. */
export function ActivityFilters() {
  const { t } = useTranslation();
  const { get, set } = useListParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const people = useActivityPeople(debounced);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <UserSearchSelect
        label={t('activity.person')}
        placeholder={t('activity.anyone')}
        users={people.data?.users ?? []}
        more={people.data?.more ?? false}
        search={search}
        onSearchChange={setSearch}
        value={get('user_id') || null}
        onChange={(value) => set({ user_id: value ?? undefined })}
        nothingFoundMessage={t('activity.nobodyFound')}
        miw={220}
      />
      <DeferredSelect
        label={t('activity.kind')}
        placeholder={t('activity.anyKind')}
        data={AUDITED_ENTITIES.map((e) => ({ value: e, label: t(`activity.entities.${e}`) }))}
        value={get('entity') || null}
        onChange={(value) => set({ entity: value ?? undefined })}
        clearable
        searchable
        miw={200}
      />
      <DeferredSelect
        label={t('activity.action')}
        placeholder={t('activity.anyAction')}
        data={AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`activity.actions.${a}`) }))}
        value={get('action') || null}
        onChange={(value) => set({ action: value ?? undefined })}
        clearable
        miw={160}
      />
      <DeferredDateFilter
        label={t('activity.from')}
        value={get('start_date')}
        onChange={(v) => set({ start_date: v })}
        maxDate={get('end_date')}
      />
      <DeferredDateFilter
        label={t('activity.to')}
        value={get('end_date')}
        onChange={(v) => set({ end_date: v })}
        minDate={get('start_date')}
      />
    </Group>
  );
}
