import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FindingColorKey, findingColorKey } from '@shared/device-findings';
import type { ReportDeviceRow, SitePlanRow } from '@shared/schemas/devices';
import { SitePlanPicture } from '@web/components/site-plan-picture';
import type { DeviceEntry } from '../form/device-entries';

/** A device as the views read it; a shared report's devices carry no label code. */
export type ViewDevice = Omit<ReportDeviceRow, 'code'> & { code?: string };

const LEGEND: readonly FindingColorKey[] = ['none', 'low', 'medium', 'high', 'missing', 'unseen'];

/**
 * Each site plan with at least one of the report's devices on it, every such device coloured by
 * this visit's findings (issue 17), under the Device inspection table.
 */
export function DevicePlans({
  devices,
  plans,
  entries,
}: {
  devices: readonly ViewDevice[];
  plans: readonly SitePlanRow[];
  entries: readonly DeviceEntry[];
}) {
  const { t, i18n } = useTranslation();
  const byDevice = new Map(entries.map((e) => [e.device_id, e]));
  const numbers = new Intl.NumberFormat(i18n.language);
  const shown = plans
    .map((plan) => ({ plan, placed: devices.filter((d) => d.place?.plan_id === plan.id) }))
    .filter((p) => p.placed.length > 0);
  if (shown.length === 0) return null;
  const legend = LEGEND.map((color) => ({ color, label: t(`sitePlanPicture.keys.${color}`) }));
  return (
    <Stack gap="md" mt="sm">
      {shown.map(({ plan, placed }) => (
        <section key={plan.id} aria-label={t('sitePlanPicture.planTitle', { name: plan.name })}>
          <Title order={4} size="h5" mb={4} dir="auto">
            {t('sitePlanPicture.planTitle', { name: plan.name })}
          </Title>
          <SitePlanPicture
            src={plan.url}
            alt={t('sitePlanPicture.imageAlt', { name: plan.name })}
            width={plan.width}
            height={plan.height}
            legend={legend}
            legendTitle={t('sitePlanPicture.legend')}
            markers={placed.map((d) => {
              const color = findingColorKey(byDevice.get(d.id), d.type);
              return {
                key: d.id,
                x: d.place!.x,
                y: d.place!.y,
                text: numbers.format(d.number),
                color,
                label: t('sitePlanPicture.marker', {
                  number: d.number,
                  type: d.type.name,
                  finding: t(`sitePlanPicture.keys.${color}`),
                }),
              };
            })}
          />
        </section>
      ))}
    </Stack>
  );
}
