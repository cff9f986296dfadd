import type { RouteObject } from 'react-router';
import { Role } from '@shared/constants';
import { lazyPage } from './lazy-route';
import { RequireRole } from './require-auth';
import { DEVICE_TYPES_TEXTS } from './page-texts';
import { title } from './route-title';

/**
 * The devices' pages (issue 17), inside the signed-in routes (router.tsx): a location's devices
 * for the office staff (Supervisors read, Admins manage), the device types for Admins.
 */
export function deviceRoutes(): RouteObject[] {
  return [
    {
      element: <RequireRole roles={[Role.SuperAdmin, Role.Admin, Role.Supervisor]} />,
      children: [
        {
          path: 'locations/:id/devices',
          lazy: lazyPage(() => import('./routes/location-devices-page'), 'LocationDevicesPage'),
          handle: title('locationDevices'),
        },
      ],
    },
    {
      element: <RequireRole roles={[Role.SuperAdmin, Role.Admin]} />,
      children: [
        {
          path: 'device-types',
          lazy: lazyPage(() => import('./routes/device-types-page'), 'DeviceTypesPage', DEVICE_TYPES_TEXTS),
          handle: title('deviceTypes'),
        },
      ],
    },
  ];
}
