import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SharedChemical } from '@shared/schemas/share-links';
import { sharedDocumentUrl } from '../api/get-shared';

/** "Safety data sheets": the document of each chemical applied in the report, to download. */
export function SharedDocuments({
  token,
  reportId,
  chemicals,
}: {
  token: string;
  /** The report, when the link is a location's (the server checks it is one of its reports). */
  reportId: number | null;
  chemicals: SharedChemical[];
}) {
  const { t } = useTranslation();
  const withDocument = chemicals.filter((c) => c.document);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="safety-data-sheets">
      <Title order={2} size="h4" id="safety-data-sheets" mb="sm">
        {t('shareLinks.shared.documents')}
      </Title>
      {withDocument.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('shareLinks.shared.noDocuments')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {withDocument.map((c) => (
            <Group key={c.id} component="li" gap="xs" wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              <Anchor href={sharedDocumentUrl(token, reportId, c.id)} download={c.document ?? undefined}>
                {c.name}
              </Anchor>
              {c.epa_reg_no && (
                <Text span size="sm" c="dimmed">
                  {' '}
                  ({t('reports.view.epaRegNo', { no: c.epa_reg_no })})
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
