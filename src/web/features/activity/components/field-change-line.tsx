import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditAction, FieldChange } from '@shared/audit-fields';
import { type RecordValue, recordText } from '@shared/audit-records';
import { recordWords } from './record-words';

/** `type_id` → "Type id": the label of a column this app names nowhere else. */
const humanize = (field: string) => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * One changed field: "Name: Old → New". The arrow follows the reading direction (→ in English,
 * ← in Arabic and Persian, where the earlier value stands to the right); each value is isolated
 * (<bdi>) so a Latin name inside Arabic text, or digits, cannot reorder the line around it. A new
 * record's field shows its value alone, a removed one's its last value.
 */
export function FieldChangeLine({ change, action }: { change: FieldChange; action: AuditAction }) {
  const { t, i18n } = useTranslation();
  const label = t(`activity.fields.${change.field}`, { defaultValue: humanize(change.field) });
  if (change.kind === 'secret') {
    return (
      <Text component="li" size="sm">
        {t('activity.passwordChanged')}
      </Text>
    );
  }
  const readable = (value: string | null) => {
    if (value === null) return t('activity.emptyValue');
    switch (change.kind) {
      case 'status':
        return value === '1' ? t('common.active') : t('common.inactive');
      case 'reportStatus':
        return t(`reports.statuses.${value}`, { defaultValue: value });
      case 'role':
        return t(`people.roles.${value}`, { defaultValue: value });
      case 'boolean':
        return value === 'true' ? t('activity.yes') : t('activity.no');
      case 'record':
        return recordText(JSON.parse(value) as RecordValue, recordWords(t));
      default:
        return value;
    }
  };
  const arrow = i18n.dir(i18n.language) === 'rtl' ? '←' : '→';
  const only = action === 'insert' ? change.after : action === 'purge' ? change.before : undefined;
  return (
    <Text component="li" size="sm" data-field={change.field}>
      <Text span fw={500}>
        {label}:
      </Text>{' '}
      {only !== undefined ? (
        <bdi>{readable(only)}</bdi>
      ) : (
        <>
          <bdi data-testid="before">{readable(change.before)}</bdi> <span data-testid="arrow">{arrow}</span>{' '}
          <bdi data-testid="after">{readable(change.after)}</bdi>
        </>
      )}
    </Text>
  );
}
