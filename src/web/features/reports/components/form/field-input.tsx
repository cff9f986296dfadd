import {
  Anchor,
  Checkbox,
  Group,
  Input,
  NativeSelect,
  Radio,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FieldType } from '@shared/constants';
import { NUMBER_ANSWER_MAX } from '@shared/schemas/report-limits';
import type { ReportDetail, ReportField } from '@shared/schemas/reports';
import { NumberValueInput } from '@web/components/number-input';
import { ApplicationsField } from './applications-field';
import { DateAnswerInput } from './date-answer-input';
import { DeviceInspectionInput } from './device-inspection-input';
import type { ImageRef } from './outbox';
import { PhotoField } from './photo-field';
import { SignatureField } from './signature-field';
import type { SetValueOptions } from './use-autosave';
import { autoDirection } from '@web/lib/auto-direction';

export interface FieldInputProps {
  field: ReportField;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown, opts?: SetValueOptions) => void;
  /** Where an image shows: the server's copy or, before it is uploaded, the device's. */
  imageSrc: (ref: ImageRef) => string | undefined;
  /** A number box of this field shows a text that is not a storable number (or no longer does). */
  onNumberProblem?: (problem: boolean) => void;
  /** What an application record needs of the report: its user and the company's choices. */
  report?: Pick<ReportDetail, 'application_settings' | 'user' | 'devices'>;
  /** The server's messages per `<record>.<part>` of an application answer. */
  partErrors?: Record<string, string>;
}

/** Outside a report (a preview), nobody to pick and nothing the company asks beyond the law. */
const NO_REPORT: Pick<ReportDetail, 'application_settings' | 'user'> = {
  user: { id: 0, name: '' },
  application_settings: { state: null, record_weather: false, rate_check_warn_only: false, applicators: [] },
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The input for one field of a report, by its type (docs/product.md section 5). */
export function FieldInput(props: FieldInputProps) {
  const { field, value, error, onChange, imageSrc, onNumberProblem } = props;
  const { t } = useTranslation();
  const common = {
    label: field.field_name,
    withAsterisk: field.required === 1,
    error,
    id: `field-${field.id}`,
  };
  switch (field.field_type) {
    case FieldType.Text:
      return (
        <TextInput
          {...common}
          ref={autoDirection}
          value={str(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case FieldType.Paragraph:
      return (
        <Textarea
          {...common}
          ref={autoDirection}
          value={str(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={3}
        />
      );
    case FieldType.Number:
      return (
        // Keeps the text as typed; only a number in range (or an emptied box) is saved.
        <NumberValueInput
          {...common}
          rules={{ min: -NUMBER_ANSWER_MAX, max: NUMBER_ANSWER_MAX }}
          value={typeof value === 'number' ? value : null}
          onChange={(v) => onChange(v)}
          onTextProblem={onNumberProblem}
        />
      );
    case FieldType.Date:
      // The phone's own date picker; the value is YYYY-MM-DD, as stored, sent only when whole.
      return <DateAnswerInput {...common} value={str(value)} onChange={(v) => onChange(v, { now: true })} />;
    case FieldType.Checkboxes:
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(v) => onChange(v, { now: true })}
        >
          <Stack gap="xs" mt={6}>
            {field.options.map((o) => (
              <Checkbox key={o} value={o} label={o} size="md" />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case FieldType.Dropdown:
      return (
        <NativeSelect
          {...common}
          value={str(value)}
          onChange={(e) => onChange(e.currentTarget.value || null, { now: true })}
          data={[{ value: '', label: t('reports.form.choose') }, ...field.options]}
        />
      );
    case FieldType.Radio:
      return (
        <Radio.Group {...common} value={str(value) || null} onChange={(v) => onChange(v, { now: true })}>
          <Group gap="lg" mt={6}>
            {field.options.map((o) => (
              <Radio key={o} value={o} label={o} size="md" />
            ))}
          </Group>
        </Radio.Group>
      );
    case FieldType.Signature:
      return (
        <SignatureField
          {...common}
          imageSrc={imageSrc}
          value={(value as ImageRef | null) ?? null}
          onChange={(v, images) => onChange(v, { now: true, images })}
        />
      );
    case FieldType.Photo:
      return (
        <PhotoField
          {...common}
          fieldId={field.id}
          imageSrc={imageSrc}
          value={Array.isArray(value) ? (value as ImageRef[]) : []}
          onChange={(v, images) => onChange(v, { now: true, images })}
        />
      );
    case FieldType.ChemicalApplication:
      return (
        <ApplicationsField
          {...common}
          value={value}
          onChange={onChange}
          onNumberProblem={onNumberProblem}
          report={props.report ?? NO_REPORT}
          partErrors={props.partErrors ?? {}}
        />
      );
    case FieldType.DeviceInspection:
      return (
        <DeviceInspectionInput
          {...common}
          devices={props.report?.devices ?? []}
          value={value}
          onChange={onChange}
          imageSrc={imageSrc}
          partErrors={props.partErrors ?? {}}
          fullCoverage={field.full_coverage}
        />
      );
    case FieldType.Link:
      return (
        <Input.Wrapper label={field.field_name} id={common.id}>
          <div>
            <Anchor href={field.default_value ?? undefined} target="_blank" rel="noopener noreferrer">
              <Group gap={4} wrap="nowrap" component="span">
                {t('reports.form.openLink')}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </div>
        </Input.Wrapper>
      );
    default:
      return null;
  }
}
