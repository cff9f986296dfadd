import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Image,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconExternalLink, IconPencil } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChemicalDetail as Detail, SignalWord } from '@shared/schemas/chemicals';
import { quantityText, unitText } from '@web/lib/units';
import { formatFileSize } from './file-size';

/** The label facts an application record is checked against (decision 0025), as rows. */
function labelRows(label: Detail['label'], t: TFunction, none: ReactNode): [string, ReactNode][] {
  const list = (items: string[]) => (items.length > 0 ? items.join(', ') : none);
  return [
    [t('chemicals.label.unit'), label.label_unit ? unitText(t, label.label_unit) : none],
    [
      t('chemicals.label.rates'),
      label.label_rates.length > 0 ? (
        <Stack gap={2}>
          {label.label_rates.map((r) => (
            <Text key={`${r.site_code}-${r.basis}`} size="sm">
              {`${t('chemicals.label.siteCode')} ${r.site_code}: ${quantityText(t, r.max_amount, r.amount_unit)} / ${quantityText(t, r.per_quantity, r.per_unit)}`}
            </Text>
          ))}
        </Stack>
      ) : (
        none
      ),
    ],
    [t('chemicals.label.siteCodes'), list(label.site_codes.map((c) => `${c} · ${t(`siteCodes.${c}`)}`))],
    [t('chemicals.label.rei'), label.rei_hours ?? none],
    [
      t('chemicals.label.registrations'),
      list(label.state_registrations.map((r) => `${r.state} ${r.number}`)),
    ],
    [t('chemicals.label.lots'), list(label.lots)],
  ];
}

const SIGNAL_COLORS: Record<SignalWord, string> = { Caution: 'yellow', Warning: 'orange', Danger: 'red' };

/**
 * Spec route /chems/{id}: what an applicator shows an inspector. The record, its place in the
 * tree, and its document shown in the page (PDF viewer or image) with a download link.
 */
export function ChemicalDetail({ chemical, canManage }: { chemical: Detail; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const none = <Text c="dimmed">{t('chemicals.detail.none')}</Text>;
  const rows: [string, ReactNode][] = chemical.is_category
    ? []
    : [
        [t('chemicals.fields.epaRegNo'), chemical.epa_reg_no ?? none],
        [t('chemicals.fields.activeIngredient'), chemical.active_ingredient ?? none],
        [t('chemicals.fields.manufacturer'), chemical.manufacturer ?? none],
        [
          t('chemicals.fields.signalWord'),
          chemical.signal_word ? (
            <Badge color={SIGNAL_COLORS[chemical.signal_word]} variant="light">
              {t(`chemicals.signalWords.${chemical.signal_word}`)}
            </Badge>
          ) : (
            none
          ),
        ],
        [
          t('chemicals.fields.restrictedUse'),
          chemical.restricted_use ? t('chemicals.detail.yes') : t('chemicals.detail.no'),
        ],
        ...labelRows(chemical.label, t, none),
      ];
  const file = chemical.file && chemical.filepath ? { ...chemical.file, url: chemical.filepath } : null;

  return (
    <Stack>
      <nav aria-label={t('chemicals.detail.path')}>
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to="/chems">
            {t('chemicals.title')}
          </Anchor>
          {chemical.path.map((p) => (
            <Text key={p.id} span>
              {p.name}
            </Text>
          ))}
          <Text span aria-current="page" fw={500}>
            {chemical.name}
          </Text>
        </Breadcrumbs>
      </nav>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{chemical.name}</Title>
          <Badge variant="outline" color={chemical.is_category ? 'yellow' : 'teal'}>
            {chemical.is_category ? t('chemicals.category') : t('chemicals.chemical')}
          </Badge>
          {chemical.restricted_use && <Badge color="red">{t('chemicals.restrictedUse')}</Badge>}
        </Group>
        {canManage && (
          <Button
            component={Link}
            to={`/chems/${chemical.id}/edit`}
            variant="light"
            leftSection={<IconPencil size={16} />}
          >
            {t('chemicals.detail.edit')}
          </Button>
        )}
      </Group>
      {rows.length > 0 && (
        <Table variant="vertical" withTableBorder maw={680} layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={220} scope="row">
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {!chemical.is_category && (
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Group justify="space-between" wrap="wrap">
              <div>
                <Title order={2} size="h3">
                  {t('chemicals.detail.document')}
                </Title>
                {file && (
                  <Text size="sm" c="dimmed">
                    {file.name} · {formatFileSize(file.size, i18n.language)}
                  </Text>
                )}
              </div>
              {file && (
                <Group gap="xs">
                  <Button
                    component="a"
                    href={`${file.url}?download=1`}
                    download={file.name}
                    leftSection={<IconDownload size={16} />}
                  >
                    {t('chemicals.detail.download')}
                  </Button>
                  <Button
                    component="a"
                    href={file.url}
                    target="_blank"
                    rel="noopener"
                    variant="default"
                    leftSection={<IconExternalLink size={16} />}
                  >
                    {t('chemicals.detail.openNewTab')}
                  </Button>
                </Group>
              )}
            </Group>
            {!file && <Text c="dimmed">{t('chemicals.detail.noDocument')}</Text>}
            {file?.type === 'application/pdf' && (
              <iframe
                src={file.url}
                title={t('chemicals.detail.viewerTitle', { name: chemical.name })}
                style={{
                  width: '100%',
                  height: '75vh',
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 8,
                }}
              />
            )}
            {file && file.type !== 'application/pdf' && (
              <Image
                src={file.url}
                alt={t('chemicals.detail.imageAlt', { name: chemical.name })}
                fit="contain"
                mah="75vh"
                w="auto"
                maw="100%"
              />
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
