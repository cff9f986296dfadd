import {
  IconBriefcase,
  IconBox,
  IconBuilding,
  IconCalendarWeek,
  IconHistory,
  IconInbox,
  IconKey,
  IconWebhook,
  IconCalendarDue,
  IconCalendarEvent,
  IconChartBar,
  IconChecklist,
  IconClipboardList,
  IconFileCertificate,
  IconFlask,
  IconMail,
  IconStack2,
  IconMapPin,
  IconReportAnalytics,
  IconSpray,
  IconTemplate,
  IconTrash,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { ReportStatus } from '@shared/constants';
import type { AuthUser } from '@shared/schemas/auth';
import { permissionsOf } from '@web/lib/auth';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: typeof IconUsers;
  /** A count shown beside the label (app-shell.tsx): the reports waiting for review. */
  badge?: 'waitingForReview';
}

/** The navigation a role may use (docs/product.md section 3); the server refuses the rest anyway. */
export function navItemsFor(user: Pick<AuthUser, 'type_id'>): NavItem[] {
  const can = permissionsOf(user);
  const items: (NavItem | false)[] = [
    can.fieldWork && { to: '/today', labelKey: 'nav.today', icon: IconCalendarEvent },
    can.fieldWork && { to: '/my/jobs', labelKey: 'nav.myJobs', icon: IconClipboardList },
    can.fieldWork && { to: '/my/reports', labelKey: 'reports.nav.myReports', icon: IconReportAnalytics },
    can.readOffice && { to: '/dashboard', labelKey: 'nav.dashboard', icon: IconChartBar },
    can.readOffice && { to: '/schedule', labelKey: 'nav.schedule', icon: IconCalendarWeek },
    can.readOffice && { to: '/jobs', labelKey: 'nav.jobs', icon: IconBriefcase },
    can.readOffice && { to: '/locations', labelKey: 'nav.locations', icon: IconMapPin },
    can.readOffice && { to: '/reports', labelKey: 'nav.reports', icon: IconReportAnalytics },
    can.readOffice && {
      to: `/reports?status=${ReportStatus.Submitted}`,
      labelKey: 'nav.waitingForReview',
      icon: IconInbox,
      badge: 'waitingForReview',
    },
    can.readOffice && {
      to: '/corrective-actions',
      labelKey: 'nav.correctiveActions',
      icon: IconChecklist,
    },
    can.readOffice && { to: '/applications', labelKey: 'nav.applications', icon: IconSpray },
    can.readOffice && { to: '/templates', labelKey: 'nav.templates', icon: IconTemplate },
    { to: '/chems', labelKey: 'nav.chemicals', icon: IconFlask },
    can.manage && { to: '/device-types', labelKey: 'nav.deviceTypes', icon: IconBox },
    can.manage && { to: '/users', labelKey: 'nav.users', icon: IconUsers },
    can.manage && { to: '/groups', labelKey: 'nav.groups', icon: IconUsersGroup },
    can.manage && { to: '/expiring', labelKey: 'nav.expiring', icon: IconCalendarDue },
    can.manage && { to: '/compliance', labelKey: 'nav.compliance', icon: IconFileCertificate },
    can.manage && { to: '/company', labelKey: 'nav.company', icon: IconBuilding },
    can.manage && { to: '/mail', labelKey: 'nav.mail', icon: IconMail },
    can.manage && { to: '/queue', labelKey: 'nav.queue', icon: IconStack2 },
    can.manage && { to: '/keys', labelKey: 'nav.apiKeys', icon: IconKey },
    can.manage && { to: '/webhooks', labelKey: 'nav.webhooks', icon: IconWebhook },
    can.manage && { to: '/activity', labelKey: 'nav.activity', icon: IconHistory },
    can.manage && { to: '/trash', labelKey: 'nav.trash', icon: IconTrash },
  ];
  return items.filter((i): i is NavItem => Boolean(i));
}
