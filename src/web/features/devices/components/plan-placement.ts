/**
 * Putting devices on a plan, moving them and taking them off: one PATCH each. The screen shows a
 * device where the server put it; until the server answers, the spot asked for shows as "saving"
 * (never as placed), and a refusal leaves the device where it was, with the server's reason.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DevicePlace, DeviceRow } from '@shared/schemas/devices';
import { notifyError } from '@web/components/undo-notification';
import { refreshAfterChange } from '@web/lib/query-keys';
import { devicesKeys } from '../api/devices-keys';
import { updateDevice } from '../api/update-device';

/** A spot on a plan as fractions of its width and height, rounded to what a pointer can mean. */
export const roundFraction = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 10_000) / 10_000;

/** Where a pointer at (clientX, clientY) is on the board, as fractions; null outside it. */
export function fractionAt(board: HTMLElement | null, clientX: number, clientY: number) {
  if (!board) return null;
  const r = board.getBoundingClientRect();
  if (r.width <= 0 || r.height <= 0) return null;
  const x = (clientX - r.left) / r.width;
  const y = (clientY - r.top) / r.height;
  if (x < 0 || x > 1 || y < 0 || y > 1) return null;
  return { x: roundFraction(x), y: roundFraction(y) };
}

export function usePlacement(locationId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<ReadonlyMap<number, DevicePlace | null>>(new Map());

  const place = useCallback(
    async (device: DeviceRow, spot: DevicePlace | null) => {
      setSaving((s) => new Map(s).set(device.id, spot));
      try {
        const saved = await updateDevice(device.id, { place: spot });
        // The server's row, as it answered, in every list of this location's devices.
        queryClient.setQueriesData<{ devices: DeviceRow[] }>(
          { queryKey: [...devicesKeys.ofLocation(locationId), 'list'] },
          (data) => data && { devices: data.devices.map((d) => (d.id === saved.id ? saved : d)) },
        );
        void refreshAfterChange(queryClient, 'devices');
      } catch (error) {
        notifyError(
          spot ? t('sitePlans.placeFailed', { number: device.number }) : t('sitePlans.takeOffFailed'),
          error,
        );
      } finally {
        setSaving((s) => {
          const next = new Map(s);
          next.delete(device.id);
          return next;
        });
      }
    },
    [locationId, queryClient, t],
  );
  return { saving, place };
}
