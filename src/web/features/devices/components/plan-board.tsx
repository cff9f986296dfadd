import { Text, VisuallyHidden } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { DevicePlace, DeviceRow, SitePlanRow } from '@shared/schemas/devices';
import { SitePlanPicture } from '@web/components/site-plan-picture';
import type { ActivityBand } from './plan-activity';
import { PlanMarker } from './plan-marker';

export interface PlanBoardProps {
  plan: SitePlanRow;
  boardRef: RefObject<HTMLDivElement | null>;
  /** The location's active devices (markers are those on this plan). */
  devices: DeviceRow[];
  /** Devices being saved: where to (null: being taken off). */
  saving: ReadonlyMap<number, DevicePlace | null>;
  bands: Map<number, ActivityBand> | null;
  canManage: boolean;
  onPlace: (device: DeviceRow, spot: DevicePlace | null) => void;
}

/** The plan's image at the width of the page, with a marker at each placed device's spot. */
export function PlanBoard({ plan, boardRef, devices, saving, bands, canManage, onPlace }: PlanBoardProps) {
  const { t } = useTranslation();
  const onThisPlan = devices.filter((d) => d.place?.plan_id === plan.id);
  // A device on its way onto this plan has no marker until the server has put it there.
  const arriving = devices.filter(
    (d) => d.place?.plan_id !== plan.id && saving.get(d.id)?.plan_id === plan.id,
  );
  return (
    <SitePlanPicture
      ref={boardRef}
      src={plan.url}
      alt={t('sitePlans.imageAlt', { name: plan.name })}
      width={plan.width}
      height={plan.height}
      loading="eager"
      testId="plan-board"
    >
      {onThisPlan.map((d) => {
        const pending = saving.get(d.id);
        const spot = pending ?? d.place!;
        return (
          <PlanMarker
            key={d.id}
            device={d}
            spot={spot}
            saving={saving.has(d.id)}
            band={bands?.get(d.id) ?? (bands ? 'never' : null)}
            board={() => boardRef.current}
            canManage={canManage}
            onMove={(next) => onPlace(d, next)}
            onTakeOff={() => onPlace(d, null)}
          />
        );
      })}
      {arriving.map((d) => {
        const spot = saving.get(d.id)!;
        return (
          <Text
            key={d.id}
            component="span"
            role="status"
            style={{
              position: 'absolute',
              left: `${spot.x * 100}%`,
              top: `${spot.y * 100}%`,
              transform: 'translate(-50%, -50%)',
              width: 28,
              height: 28,
              borderRadius: 14,
              border: '2px dashed var(--mantine-color-dark-9)',
              background: 'rgba(255,255,255,0.7)',
            }}
          >
            <VisuallyHidden>{t('sitePlans.placing', { number: d.number })}</VisuallyHidden>
          </Text>
        );
      })}
    </SitePlanPicture>
  );
}
