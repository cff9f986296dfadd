import { DeviceTypesList } from '@web/features/devices/components/device-types-list';

/** /device-types (Admins): what each kind of device records at an inspection. */
export function DeviceTypesPage() {
  return <DeviceTypesList />;
}
