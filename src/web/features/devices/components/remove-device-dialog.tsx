import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '@shared/schemas/devices';
import { DateFilterInput } from '@web/components/date-filter-input';
import { dialogs } from '@web/components/dialogs';
import { serverErrorText } from '@web/lib/server-errors';

/**
 * Asks the day a device was taken out, and whether to go on: a removal cannot be undone, since the
 * device keeps its history and its number is never given again at the location.
 */
export function askRemoveDevice(
  device: DeviceRow,
  texts: { title: string; close: string },
  remove: (removedOn: string) => Promise<unknown>,
) {
  const id = dialogs.open({
    title: texts.title,
    closeButtonProps: { 'aria-label': texts.close },
    children: (
      <RemoveDeviceForm
        device={device}
        onCancel={() => dialogs.close(id)}
        onRemove={async (day) => {
          await remove(day);
          dialogs.close(id);
        }}
      />
    ),
  });
}

function RemoveDeviceForm(props: {
  device: DeviceRow;
  onCancel: () => void;
  onRemove: (removedOn: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!day) {
      setProblem(t('devices.remove.dateRequired'));
      return;
    }
    setBusy(true);
    props.onRemove(day).catch((error: unknown) => {
      setProblem(serverErrorText(error));
      setBusy(false);
    });
  };
  return (
    <Stack>
      <Text>{t('devices.remove.warning')}</Text>
      <DateFilterInput
        label={t('devices.remove.removedOn')}
        value={day}
        minDate={props.device.installed_on ?? undefined}
        onChange={(v) => {
          setDay(v);
          setProblem(null);
        }}
      />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={busy}>
          {t('devices.remove.confirm', { number: props.device.number })}
        </Button>
      </Group>
    </Stack>
  );
}
