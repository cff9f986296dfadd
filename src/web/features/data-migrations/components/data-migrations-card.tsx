import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@web/lib/number-locale';
import { useDataMigrations } from '../api/get-data-migrations';

/**
 * On the Admin's home while an upgrade rewrites stored rows in the background (decision 0051): what
 * it does and how far it has come. Gone when every one is done.
 */
export function DataMigrationsCard() {
  const { t, i18n } = useTranslation();
  const running = (useDataMigrations().data ?? []).filter((m) => m.finished_at === null);
  if (running.length === 0) return null;
  return (
    <Paper withBorder p="md" mb="md" component="section" aria-label={t('dataMigrations.title')}>
      <Stack gap="xs">
        <Title order={3}>{t('dataMigrations.title')}</Title>
        <Text size="sm">{t('dataMigrations.intro')}</Text>
        {running.map((m) => {
          const percent = m.total > 0 ? Math.floor((m.done * 100) / m.total) : 0;
          const what = t(`dataMigrations.names.${m.name}`, { defaultValue: m.name });
          return (
            <Stack key={m.name} gap={4}>
              <Text size="sm">
                {t('dataMigrations.progress', {
                  what,
                  done: formatCount(m.done, i18n.language),
                  total: formatCount(m.total, i18n.language),
                  percent: formatCount(percent, i18n.language),
                })}
              </Text>
              {/* The browser's own bar: no stylesheet for the Admin's home to load for it. */}
              <progress
                value={m.done}
                max={Math.max(m.total, 1)}
                aria-label={what}
                style={{ width: '100%' }}
              />
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
