import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateDisplay } from '@web/components/date-display';
import { useSchemaMessage } from '@web/lib/schema-message';
import type { useAutosave } from './use-autosave';

/**
 * The footer's honest word on the answers: how many wait to be sent (and why), how many are kept
 * unfinished, or that all is saved. Never "saved" while the device holds something unsent.
 */
export function SaveState({
  save,
  onRetry,
  startWaiting = false,
  submitWaiting = false,
}: {
  save: Pick<
    ReturnType<typeof useAutosave>,
    | 'waiting'
    | 'incomplete'
    | 'conflicts'
    | 'orphans'
    | 'sending'
    | 'offline'
    | 'problem'
    | 'savedAt'
    | 'errors'
  >;
  onRetry: () => void;
  /** The report itself, started on the device, waits to be sent; and a Submit pressed offline. */
  startWaiting?: boolean;
  submitWaiting?: boolean;
}) {
  const { t } = useTranslation();
  const message = useSchemaMessage();
  const refused = Object.keys(save.errors).length > 0;
  // A field changed elsewhere too waits on the device for the technician's choice: never "saved".
  const conflicts = Object.keys(save.conflicts).length;
  // So are the answers of fields the checklist no longer has, until they are read (decision 0072).
  const orphans = save.orphans.length;
  if (save.waiting > 0 || save.incomplete > 0 || conflicts + orphans > 0 || startWaiting || submitWaiting) {
    const lines = [
      conflicts > 0 && t('reports.form.conflicts', { count: conflicts }),
      orphans > 0 && t('reports.stranded.footer', { count: orphans }),
      startWaiting && t('reports.form.startWaiting'),
      save.waiting > 0 && t('reports.form.waiting', { count: save.waiting }),
      submitWaiting && t('reports.form.submitWaiting'),
      save.incomplete > 0 && t('reports.form.incomplete', { count: save.incomplete }),
    ].filter(Boolean);
    const why =
      save.waiting === 0 && !startWaiting && !submitWaiting
        ? null
        : save.offline
          ? t('reports.form.offlineKept')
          : save.sending
            ? t('reports.form.sending')
            : save.problem
              ? t('reports.form.notSaved', { reason: message(save.problem) })
              : null;
    return (
      <Group gap="xs" wrap="nowrap">
        <div role="status">
          <Text size="sm" fw={600} c={refused || conflicts + orphans > 0 ? 'red' : 'orange.9'}>
            {lines.join(' · ')}
          </Text>
          {why && (
            <Text size="xs" c={save.problem && !save.offline ? 'red' : 'dimmed'} lineClamp={2}>
              {why}
            </Text>
          )}
        </div>
        {save.waiting > 0 && !save.sending && !save.offline && save.problem && (
          <Button size="compact-sm" variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Group>
    );
  }
  return (
    <Text size="sm" c="dimmed" role="status">
      {save.sending ? (
        t('reports.form.sending')
      ) : (
        <>
          {t('reports.form.saved')} <DateDisplay value={save.savedAt} />
        </>
      )}
    </Text>
  );
}
