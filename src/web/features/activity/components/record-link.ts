/** The page of each kind of record that has one, where an Activity row links to. */
const RECORD_PAGES: Record<string, (id: number) => string> = {
  users: (id) => `/users/${id}/edit`,
  groups: (id) => `/groups/${id}/edit`,
  locations: (id) => `/locations/${id}/edit`,
  jobs: (id) => `/jobs/${id}/edit`,
  templates: (id) => `/templates/${id}/edit`,
  chemicals: (id) => `/chems/${id}`,
  reports: (id) => `/reports/${id}`,
  applications: (id) => `/applications/${id}`,
};

export const recordPage = (record: { entity: string; id: number }): string | undefined =>
  RECORD_PAGES[record.entity]?.(record.id);
