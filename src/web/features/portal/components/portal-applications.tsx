import { Anchor, List, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dateDirection, formatDay } from '@web/lib/date-style';
import { unitText } from '@web/lib/units';
import { chemicalDocumentUrl, useLocationApplications } from '../api/get-location-applications';
import { Section } from './portal-section';

/** The location's application records, each with its product's label and SDS (right-to-know). */
export function PortalApplications({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const query = useLocationApplications(locationId);
  const rows = { isPending: query.isPending, error: query.error, rows: query.data?.applications };
  return (
    <Section
      id={`applications-${locationId}`}
      title={t('portal.applications.title')}
      query={rows}
      empty={t('portal.applications.none')}
    >
      {(list) => (
        <List spacing="sm" listStyleType="none" p={0}>
          {list.map((a) => (
            <List.Item key={a.id} icon={<IconFlask size={18} aria-hidden />}>
              <Stack gap={0}>
                <Text fw={600}>
                  <span dir={dateDirection()}>{formatDay(a.applied_on)}</span> · {a.product_name}
                </Text>
                <Text size="sm">
                  {t('portal.applications.line', {
                    amount: a.amount,
                    unit: unitText(t, a.unit),
                    place: a.place,
                    pests: a.target_pests,
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('portal.applications.epa', { number: a.epa_reg_no })} · {a.applicator_name}
                </Text>
                {a.has_document && (
                  <Anchor href={chemicalDocumentUrl(a.chemical_id)} download size="sm">
                    {t('portal.applications.document')}
                  </Anchor>
                )}
              </Stack>
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}
