import {
  Alert,
  Badge,
  Box,
  Button,
  Fieldset,
  Group,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { IconCheck, IconQrcode, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDeviceRow } from '@shared/schemas/devices';
import { dialogs } from '@web/components/dialogs';
import {
  type DeviceEntry,
  devicesToInspect,
  entriesOf,
  isInspected,
  isoWithOffset,
  matchScan,
  partErrorsByDevice,
  progressOf,
  withEntry,
  withoutDevice,
} from './device-entries';
import { DeviceFindingsForm, type FindingsSave } from './device-findings-form';
import type { ImageRef } from './outbox';
import type { QrDecoder } from './qr-decode';
import type { SetValueOptions } from './use-autosave';
import { DeferredPart } from '@web/components/deferred-part';
import { deferredCode } from '@web/components/deferred-widget';
import { LoadingSpinner } from '@web/components/loading-spinner';
import { DataParts } from '@web/components/data-parts';

function ScannerNotLoaded({ onCancel, onRetry }: { onCancel: () => void; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert role="status" color="gray">
        {t('deviceInspection.scanner.notLoaded')}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('deviceInspection.scanner.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

// zxing-wasm and its WebAssembly come only when a label is scanned, not with the report form. If
// that fails (offline, or a new version deployed meanwhile), the list still works, and Try again
// asks for the scanner once more.
const scannerCode = deferredCode(
  () => import('./device-scanner'),
  (m) => m.default,
);

export interface DeviceInspectionInputProps {
  label: string;
  withAsterisk: boolean;
  error: string | undefined;
  id: string;
  devices: readonly ReportDeviceRow[];
  value: unknown;
  onChange: (value: unknown, opts?: SetValueOptions) => void;
  imageSrc: (ref: ImageRef) => string | undefined;
  /** The server's messages per `<index>.<part>` of the answer, from the last refusal. */
  partErrors: Record<string, string>;
  /** The clock (tests pick the moment). */
  now?: () => Date;
  /** Tests give their own decoder; the app's is zxing-wasm's. */
  decode?: QrDecoder;
  /** Submit needs every device in place inspected. */
  fullCoverage?: boolean;
}

const matches = (d: ReportDeviceRow, query: string) => {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return [String(d.number), d.type.name, d.zone, d.placement].some((s) => s.toLowerCase().includes(q));
};

/**
 * A Device inspection field (issue 17): the location's devices with the progress, a scan of a
 * device's label or a pick from the list opening that device's findings. The answer is the list of
 * entries, saved like any answer (the outbox keeps it on the phone until the server has it).
 */
export function DeviceInspectionInput(props: DeviceInspectionInputProps) {
  const { t } = useTranslation();
  const now = props.now ?? (() => new Date());
  const entries = entriesOf(props.value);
  const devices = devicesToInspect(props.devices, entries);
  const [open, setOpen] = useState<{ deviceId: number; scannedAt: string | null } | null>(null);
  const [query, setQuery] = useState('');
  const progress = progressOf(props.devices, entries);
  const deviceErrors = partErrorsByDevice(entries, props.partErrors);
  const entryOf = (deviceId: number) => entries.find((e) => e.device_id === deviceId);
  const openDevice = devices.find((d) => d.id === open?.deviceId);

  const commit = (next: DeviceEntry[], images: Record<string, Blob> = {}) =>
    props.onChange(next.length === 0 ? null : next, { now: true, images });

  const save = ({ entry, images }: FindingsSave) => {
    if (!open) return;
    const before = entryOf(open.deviceId);
    commit(
      withEntry(entries, {
        ...entry,
        at: isoWithOffset(now()),
        // A device reopened from the list keeps the time its label was scanned.
        scanned_at: open.scannedAt ?? before?.scanned_at ?? null,
      }),
      images,
    );
    setOpen(null);
  };

  const scan = () => {
    const modalId = randomId();
    const onText = (text: string): string | null => {
      const match = matchScan(text, props.devices);
      if (match.kind === 'notDevice') return t('deviceInspection.scanner.notDevice');
      if (match.kind === 'otherLocation') return t('deviceInspection.scanner.otherLocation');
      navigator.vibrate?.(100);
      dialogs.close(modalId);
      setOpen({ deviceId: match.device.id, scannedAt: isoWithOffset(now()) });
      return null;
    };
    dialogs.open({
      modalId,
      title: t('deviceInspection.scanner.title'),
      children: (
        <DeferredPart
          code={scannerCode}
          now
          fallback={({ failed, retry }) =>
            failed ? (
              <ScannerNotLoaded onCancel={() => dialogs.close(modalId)} onRetry={retry} />
            ) : (
              <LoadingSpinner size="sm" />
            )
          }
          props={{ onText, onCancel: () => dialogs.close(modalId), decode: props.decode }}
        />
      ),
    });
  };

  const percent = progress.total === 0 ? 0 : (progress.done / progress.total) * 100;
  const progressText = t('deviceInspection.progress', progress);
  return (
    <Fieldset legend={props.label + (props.withAsterisk ? ' *' : '')} id={props.id} variant="filled" p="sm">
      <Stack gap="sm">
        <div>
          <Text fw={600} size="sm">
            {progressText}
          </Text>
          <Box
            role="progressbar"
            aria-label={progressText}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            h={8}
            bg="gray.2"
            style={{ borderRadius: 4, overflow: 'hidden' }}
          >
            <Box h="100%" w={`${percent}%`} bg="green.6" />
          </Box>
        </div>
        {props.fullCoverage && (
          <Text size="xs" c="dimmed">
            {t('deviceInspection.fullCoverageHint')}
          </Text>
        )}
        {props.error && (
          <Text size="sm" c="red" role="alert" id={`${props.id}-error`} tabIndex={-1}>
            {props.error}
          </Text>
        )}
        {openDevice ? (
          <DeviceFindingsForm
            key={`${openDevice.id}-${open?.scannedAt ?? ''}`}
            device={openDevice}
            entry={entryOf(openDevice.id)}
            errors={deviceErrors.get(openDevice.id) ?? []}
            imageSrc={props.imageSrc}
            onSave={save}
            onClear={() => {
              commit(withoutDevice(entries, openDevice.id));
              setOpen(null);
            }}
            onBack={() => setOpen(null)}
          />
        ) : (
          <>
            <Group gap="xs" wrap="nowrap">
              <Button size="md" leftSection={<IconQrcode size={18} />} onClick={scan}>
                {t('deviceInspection.scan')}
              </Button>
              <TextInput
                style={{ flex: 1 }}
                size="md"
                aria-label={t('deviceInspection.search')}
                placeholder={t('deviceInspection.searchPlaceholder')}
                leftSection={<IconSearch size={16} />}
                value={query}
                onChange={(e) => setQuery(e.currentTarget.value)}
              />
            </Group>
            <DeviceList
              devices={devices.filter((d) => matches(d, query))}
              empty={devices.length === 0 ? t('deviceInspection.noDevices') : t('deviceInspection.noMatch')}
              entryOf={entryOf}
              errorsOf={(id) => deviceErrors.get(id) ?? []}
              onPick={(deviceId) => setOpen({ deviceId, scannedAt: null })}
            />
          </>
        )}
      </Stack>
    </Fieldset>
  );
}

function DeviceList(props: {
  devices: readonly ReportDeviceRow[];
  empty: string;
  entryOf: (deviceId: number) => DeviceEntry | undefined;
  errorsOf: (deviceId: number) => string[];
  onPick: (deviceId: number) => void;
}) {
  const { t } = useTranslation();
  if (props.devices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {props.empty}
      </Text>
    );
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {props.devices.map((d) => {
        const entry = props.entryOf(d.id);
        const errors = props.errorsOf(d.id);
        return (
          <li key={d.id}>
            <UnstyledButton
              onClick={() => props.onPick(d.id)}
              w="100%"
              p="xs"
              bd={`1px solid var(--mantine-color-${errors.length > 0 ? 'red-6' : 'gray-3'})`}
              style={{ borderRadius: 4 }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{t('deviceInspection.device', { number: d.number })}</Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    <DataParts parts={[d.type.name, d.zone, d.placement]} />
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  {!d.active && <Badge color="gray">{t('deviceInspection.removed')}</Badge>}
                  {entry ? (
                    <Badge
                      color={isInspected(entry) ? 'green' : 'orange'}
                      leftSection={<IconCheck size={12} aria-hidden />}
                    >
                      {t(`deviceInspection.conditions.${entry.condition}`)}
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('deviceInspection.notInspected')}
                    </Text>
                  )}
                </Group>
              </Group>
            </UnstyledButton>
            {errors.map((e) => (
              <Text key={e} size="sm" c="red">
                {e}
              </Text>
            ))}
          </li>
        );
      })}
    </Stack>
  );
}
