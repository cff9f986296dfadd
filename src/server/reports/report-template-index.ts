import { concurrentIndex } from '../data-migrations/data-migrations.public';

/** Named beside the table's others (db/schema/reports.ts), but built here rather than by a migration. */
export const REPORTS_TEMPLATE_INDEX = 'reports_template_list_idx';

/**
 * The reports list filtered by a template's text (issue 34: "zanzibar", 3 templates of 2,000,
 * 1,454 reports of a million, 21.7 ms): without it the planner walked the list's start-date index
 * through 21,754 reports to find a page of 26. The templates' live reports are a range of this
 * index each, read in the index alone and sorted (26 buffers where the walk read 21,861), and the
 * count is the same ranges (17 buffers where a bitmap of the reports read 1,435). A million reports,
 * so built after the app listens (decision 0077).
 */
export const reportsTemplateIndex = concurrentIndex({
  name: 'reports-template-index',
  label: 'index of the reports by template',
  index: REPORTS_TEMPLATE_INDEX,
  definition: `reports (template_id, start_date desc nulls last, id desc nulls last) where deleted_at is null`,
});
