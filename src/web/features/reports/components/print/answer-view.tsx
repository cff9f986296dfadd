import { Anchor, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldType } from '@shared/constants';
import { formatDay } from '@web/lib/date-style';
import type { PhotosValue, ReportDetail, ReportField, SignatureValue } from '@shared/schemas/reports';
import { reportFileUrl } from '../../api/get-report';
import { ApplicationsView } from './application-view';
import { DeviceTable } from './device-table';

/** Where an image of the report is read: the staff's route, or a share link's (issue 19). */
export type FileUrl = (fileId: number) => string;

/** One field's answer as filled: text, choices, images, application records, or the link. */
export function AnswerView({
  report,
  field,
  fileUrl = (fileId) => reportFileUrl(report.id, fileId),
}: {
  report: ReportDetail;
  field: ReportField;
  fileUrl?: FileUrl;
}) {
  const { t } = useTranslation();
  const a = field.answer;
  if (field.field_type === FieldType.Link) {
    return (
      <Anchor href={field.default_value ?? undefined} target="_blank" rel="noopener noreferrer">
        {field.default_value}
      </Anchor>
    );
  }
  if (a === null || a === undefined) {
    return (
      <Text c="dimmed" fs="italic" size="sm">
        {t('reports.view.notAnswered')}
      </Text>
    );
  }
  switch (field.field_type) {
    case FieldType.Signature:
      return (
        <Image
          src={fileUrl((a as SignatureValue).file_id)}
          alt={t('reports.view.signatureOf', { field: field.field_name })}
          maw={320}
          h={110}
          fit="contain"
          bd="1px solid var(--mantine-color-gray-3)"
          bg="white"
        />
      );
    case FieldType.Photo:
      return (
        <Group gap="sm">
          {(a as PhotosValue).map((p, i) => (
            <Anchor key={p.file_id} href={fileUrl(p.file_id)} target="_blank" rel="noopener">
              <Image
                src={fileUrl(p.file_id)}
                alt={t('reports.view.photoOf', { field: field.field_name, n: i + 1 })}
                w={160}
                h={120}
                fit="cover"
                radius="sm"
              />
            </Anchor>
          ))}
        </Group>
      );
    case FieldType.ChemicalApplication:
      return <ApplicationsView report={report} fieldId={field.id} answer={a} />;
    case FieldType.DeviceInspection:
      return <DeviceTable report={report} answer={a} fileUrl={fileUrl} />;
    case FieldType.Checkboxes:
      return <Text>{(a as string[]).join(', ')}</Text>;
    case FieldType.Date:
      return <Text>{formatDay(a as string)}</Text>;
    case FieldType.Number:
      return <Text>{typeof a === 'number' ? String(a) : JSON.stringify(a)}</Text>;
    default:
      return (
        <Text style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext' }}>
          {typeof a === 'string' ? a : JSON.stringify(a)}
        </Text>
      );
  }
}
