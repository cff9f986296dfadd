import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Image,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCamera, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  CAPTURES_MAX,
  DEVICE_ACTIONS,
  DEVICE_CONDITIONS,
  type DeviceAction,
  type DeviceCondition,
  INSPECTION_NOTE_MAX,
} from '@shared/schemas/device-values';
import type { ReportDeviceRow } from '@shared/schemas/devices';
import { NumberValueInput } from '@web/components/number-input';
import { shrinkToJpeg } from '@web/lib/photo-jpeg';
import { type DeviceEntry, photoOf } from './device-entries';
import { type ImageRef, isPending, newImageId } from './outbox';
import { autoDirection } from '@web/lib/auto-direction';
import { DataParts } from '@web/components/data-parts';

const BAIT_STEPS = [0, 25, 50, 75, 100];
const COUNT_RULES = { integer: true, min: 0, max: CAPTURES_MAX };
const BAIT_RULES = { integer: true, min: 0, max: 100 };

/** Activity is not asked of a device that was not there to look at. */
const unseen = (condition: DeviceCondition) => condition === 'missing' || condition === 'inaccessible';

export interface FindingsSave {
  /** The entry without its times: the caller stamps `at` and `scanned_at`. */
  entry: Omit<DeviceEntry, 'at' | 'scanned_at'>;
  images: Record<string, Blob>;
}

/** One device's findings, in the few taps a technician on site has time for. */
export function DeviceFindingsForm(props: {
  device: ReportDeviceRow;
  entry: DeviceEntry | undefined;
  /** The server's messages on this device from the last refusal. */
  errors: string[];
  imageSrc: (ref: ImageRef) => string | undefined;
  onSave: (save: FindingsSave) => void;
  onClear: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { device, entry } = props;
  const type = device.type;
  const [activity, setActivity] = useState<ActivityLevel | null>(entry?.activity ?? null);
  const [captures, setCaptures] = useState<Record<string, number | null>>(() =>
    Object.fromEntries(type.pests.map((p) => [p, entry?.captures?.[p] ?? 0])),
  );
  const [bait, setBait] = useState<number | null>(entry?.bait ?? null);
  const [condition, setCondition] = useState<DeviceCondition>(entry?.condition ?? 'good');
  const [action, setAction] = useState<DeviceAction | null>(entry?.action ?? null);
  const [note, setNote] = useState(entry?.note ?? '');
  const [photo, setPhoto] = useState<ImageRef | null>(entry ? photoOf(entry) : null);
  // A photo just taken, before the form's outbox has it: shown from the phone's copy.
  const [taken, setTaken] = useState<{ id: string; blob: Blob; url: string } | null>(null);
  const [badNumbers, setBadNumbers] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<{ activity?: string; note?: string; numbers?: string }>({});
  const camera = useRef<HTMLInputElement>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);

  const markNumber = (key: string, bad: boolean) =>
    setBadNumbers((s) => {
      const next = new Set(s);
      if (bad) next.add(key);
      else next.delete(key);
      return next;
    });

  const addPhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhotoProblem(null);
    try {
      const image = await shrinkToJpeg(file);
      const id = newImageId();
      setTaken({ id, blob: image, url: URL.createObjectURL(image) });
      setPhoto({ pending: id });
    } catch {
      setPhotoProblem(t('deviceInspection.findings.photoUnreadable'));
    }
  };

  const save = () => {
    const found = {
      activity:
        type.activity === 'level' && activity === null && !unseen(condition)
          ? t('deviceInspection.findings.activityRequired')
          : undefined,
      note:
        condition === 'inaccessible' && note.trim() === ''
          ? t('deviceInspection.findings.reasonRequired')
          : undefined,
      numbers: badNumbers.size > 0 ? t('deviceInspection.findings.fixNumbers') : undefined,
    };
    setProblems(found);
    if (found.activity || found.note || found.numbers) return;
    const pending = photo && isPending(photo) ? photo : null;
    props.onSave({
      entry: {
        device_id: device.id,
        activity: type.activity === 'level' ? activity : null,
        captures:
          type.activity === 'count' ? Object.fromEntries(type.pests.map((p) => [p, captures[p] ?? 0])) : null,
        bait: type.bait ? bait : null,
        condition,
        action,
        note: note.trim(),
        photo_file_id: photo && !isPending(photo) ? photo.file_id : null,
        ...(pending ? { photo: pending } : {}),
      },
      images: pending && taken?.id === pending.pending ? { [taken.id]: taken.blob } : {},
    });
  };

  return (
    <Stack gap="sm" aria-labelledby={`device-${device.id}-title`} role="group">
      <div>
        <Title order={3} size="h5" id={`device-${device.id}-title`}>
          {t('deviceInspection.findings.title', { number: device.number, type: type.name })}
        </Title>
        <Text size="sm" c="dimmed">
          <DataParts parts={[device.zone, device.placement]} />
        </Text>
      </div>
      {props.errors.map((e) => (
        <Alert key={e} color="red" p="xs" role="alert">
          {e}
        </Alert>
      ))}
      {type.activity === 'level' && (
        <div>
          <Text size="sm" fw={500} id={`device-${device.id}-activity`}>
            {t('deviceInspection.findings.activity')}
          </Text>
          <SegmentedControl
            fullWidth
            size="lg"
            aria-labelledby={`device-${device.id}-activity`}
            value={activity ?? ''}
            onChange={(v) => setActivity(v as ActivityLevel)}
            data={ACTIVITY_LEVELS.map((l) => ({ value: l, label: t(`deviceInspection.levels.${l}`) }))}
          />
          {problems.activity && (
            <Text size="sm" c="red" role="alert">
              {problems.activity}
            </Text>
          )}
        </div>
      )}
      {type.activity === 'count' &&
        type.pests.map((pest) => (
          <NumberValueInput
            key={pest}
            label={t('deviceInspection.findings.captures', { pest })}
            rules={COUNT_RULES}
            messages={{ notInteger: t('deviceInspection.findings.wholeCount') }}
            value={captures[pest] ?? null}
            onChange={(v) => setCaptures((c) => ({ ...c, [pest]: v }))}
            onTextProblem={(bad) => markNumber(`captures.${pest}`, bad)}
            size="md"
          />
        ))}
      {type.bait && (
        <div>
          <NumberValueInput
            label={t('deviceInspection.findings.bait')}
            rules={BAIT_RULES}
            value={bait}
            onChange={setBait}
            onTextProblem={(bad) => markNumber('bait', bad)}
            size="md"
          />
          <Group gap={4} mt={4} grow>
            {BAIT_STEPS.map((step) => (
              <Button
                key={step}
                variant={bait === step ? 'filled' : 'default'}
                aria-pressed={bait === step}
                onClick={() => setBait(step)}
                px={4}
              >
                {t('deviceInspection.findings.baitQuick', { percent: step })}
              </Button>
            ))}
          </Group>
        </div>
      )}
      <NativeSelect
        label={t('deviceInspection.findings.condition')}
        size="md"
        value={condition}
        onChange={(e) => setCondition(e.currentTarget.value as DeviceCondition)}
        data={DEVICE_CONDITIONS.map((c) => ({ value: c, label: t(`deviceInspection.conditions.${c}`) }))}
      />
      <NativeSelect
        label={t('deviceInspection.findings.action')}
        size="md"
        value={action ?? ''}
        onChange={(e) => setAction((e.currentTarget.value || null) as DeviceAction | null)}
        data={[
          { value: '', label: t('deviceInspection.findings.chooseAction') },
          ...DEVICE_ACTIONS.map((a) => ({ value: a, label: t(`deviceInspection.actions.${a}`) })),
        ]}
      />
      <Textarea
        label={
          condition === 'inaccessible'
            ? t('deviceInspection.findings.reason')
            : t('deviceInspection.findings.note')
        }
        withAsterisk={condition === 'inaccessible'}
        value={note}
        maxLength={INSPECTION_NOTE_MAX}
        onChange={(e) => setNote(e.currentTarget.value)}
        error={problems.note}
        autosize
        minRows={2}
        ref={autoDirection}
      />
      <Group gap="xs">
        {photo ? (
          <div style={{ position: 'relative' }}>
            <Image
              src={isPending(photo) && taken?.id === photo.pending ? taken.url : props.imageSrc(photo)}
              alt={t('deviceInspection.findings.photoAlt', { number: device.number })}
              w={112}
              h={84}
              fit="cover"
              radius="sm"
            />
            <ActionIcon
              size="sm"
              color="red"
              variant="filled"
              radius="xl"
              style={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}
              aria-label={t('deviceInspection.findings.removePhoto')}
              onClick={() => setPhoto(null)}
            >
              <IconX size={14} />
            </ActionIcon>
          </div>
        ) : (
          <Button
            variant="default"
            leftSection={<IconCamera size={16} />}
            onClick={() => camera.current?.click()}
          >
            {t('deviceInspection.findings.photo')}
          </Button>
        )}
        {photoProblem && (
          <Text size="sm" c="red">
            {photoProblem}
          </Text>
        )}
      </Group>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={t('deviceInspection.findings.photo')}
        onChange={(e) => {
          void addPhoto(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
      {problems.numbers && (
        <Text size="sm" c="red" role="alert">
          {problems.numbers}
        </Text>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <Button size="md" onClick={save}>
            {t('deviceInspection.findings.save')}
          </Button>
          <Button size="md" variant="default" onClick={props.onBack}>
            {t('deviceInspection.findings.back')}
          </Button>
        </Group>
        {entry && (
          <Button variant="subtle" color="red" onClick={props.onClear}>
            {t('deviceInspection.findings.clear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
