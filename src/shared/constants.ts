/** Roles (users.type_id and groups.type_id); docs/product.md section 3. */
export const Role = {
  SuperAdmin: 1,
  Admin: 2,
  Supervisor: 3,
  Technician: 4,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Super Admin',
  2: 'Admin',
  3: 'Supervisor',
  4: 'Technician',
};

/** "Admin" in the spec's sense: type_id below 3. */
export const isAdminRole = (typeId: number): boolean => typeId < Role.Supervisor;

/** Users, groups, locations, jobs and templates; docs/product.md section 4. */
export const Status = { Active: 1, Inactive: 2 } as const;
export type StatusId = (typeof Status)[keyof typeof Status];
export const STATUS_NAMES: Record<StatusId, string> = { 1: 'Active', 2: 'Inactive' };

export const ReportStatus = { InProgress: 1, Submitted: 2, Finished: 3 } as const;
export type ReportStatusId = (typeof ReportStatus)[keyof typeof ReportStatus];
export const REPORT_STATUS_NAMES: Record<ReportStatusId, string> = {
  1: 'In Progress',
  2: 'Submitted',
  3: 'Finished',
};

/** docs/product.md section 5. */
export const FieldType = {
  Text: 1,
  Paragraph: 2,
  Number: 3,
  Date: 4,
  Checkboxes: 5,
  Dropdown: 6,
  Radio: 7,
  Signature: 8,
  Photo: 9,
  ChemicalApplication: 10,
  Link: 11,
  DeviceInspection: 12,
} as const;
export type FieldTypeId = (typeof FieldType)[keyof typeof FieldType];
export const FIELD_TYPE_NAMES: Record<FieldTypeId, string> = {
  1: 'Text',
  2: 'Paragraph',
  3: 'Number',
  4: 'Date',
  5: 'Checkboxes',
  6: 'Dropdown',
  7: 'Radio',
  8: 'Signature',
  9: 'Photo',
  10: 'Chemical application',
  11: 'Link',
  12: 'Device inspection',
};
export const FIELD_TYPES_WITH_OPTIONS: readonly number[] = [5, 6, 7];

/** Spec section 9. */
export const PAGE_SIZE = 25;
/**
 * The waiting count goes no further than this: the badge shows "999+" past 999, so counting 150,000
 * waiting reports exactly, every minute in every open tab, bought nothing (issue 34).
 */
export const WAITING_COUNT_MAX = 1000;
export const TRASH_RETENTION_DAYS = 30;

/**
 * The cookie the login sets beside the session (server/auth/auth.routes.ts): readable by scripts on
 * purpose. The web client copies it into the X-CSRF-Token header, and its presence is how the page
 * and the app tell, before asking, that someone is logged in (decision 0031).
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';

/**
 * The customer portal's own CSRF cookie (decision 0048), beside its session cookie: a customer
 * signed in on a device where staff are too must not overwrite the office's token.
 */
export const PORTAL_CSRF_COOKIE = 'PORTAL-XSRF-TOKEN';
