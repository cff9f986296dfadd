import type { DeviceTypeRow } from '@shared/schemas/devices';
import { DEVICE_TYPES_KEYSET, listDeviceTypes, liveDeviceType } from '../../devices/devices.public';
import type { Db } from '../../db/client';
import { deviceTypes } from '../../db/schema/devices';
import type { ExportSource } from '../export-source';
import type { ExportColumn } from '../export-writer';

/** The Device types page's columns (issue 33 item 8): pests as one cell, "Mice, Rats". */
export const deviceTypesColumns: ExportColumn<DeviceTypeRow>[] = [
  { heading: 'Name', type: 'text', value: (r) => r.name },
  { heading: 'Activity', type: 'text', value: (r) => r.activity },
  { heading: 'Pests', type: 'text', value: (r) => r.pests.join(', ') },
  { heading: 'Bait', type: 'boolean', value: (r) => r.bait },
  { heading: 'Devices', type: 'number', value: (r) => r.device_count },
  { heading: 'ID', type: 'number', value: (r) => r.id },
];

/** Every type not deleted, by name, as the page lists them. */
export function deviceTypesSource(): ExportSource<DeviceTypeRow> {
  return {
    table: deviceTypes,
    id: deviceTypes.id,
    where: liveDeviceType,
    keyset: DEVICE_TYPES_KEYSET,
    rows: (db: Db, ids) => listDeviceTypes(db, ids),
  };
}
