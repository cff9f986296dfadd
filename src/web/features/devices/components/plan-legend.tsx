import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BAND_MARKER, BANDS } from './plan-activity';

/** What the markers' colours mean: the highest activity one visit found in the last 90 days. */
export function PlanLegend({ threshold }: { threshold: number }) {
  const { t } = useTranslation();
  return (
    <Group
      gap="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('sitePlans.legend')}
    >
      <Text component="li" size="sm" fw={600}>
        {t('sitePlans.legend')}
      </Text>
      {BANDS.map((band) => (
        <Group key={band} component="li" gap={6} wrap="nowrap">
          <span
            aria-hidden
            style={{
              width: 14,
              height: 14,
              borderRadius: 7,
              background: BAND_MARKER[band].background,
              printColorAdjust: 'exact',
              display: 'inline-block',
            }}
          />
          <Text size="sm">{t(`sitePlans.band.${band}`, { threshold })}</Text>
        </Group>
      ))}
    </Group>
  );
}
