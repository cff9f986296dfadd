/**
 * Component test files that run each in a module registry of its own (the `web-isolated` project);
 * the others share one per worker, which spares importing Mantine and the app for every file
 * (decision 0037). A file belongs here when it replaces a module (`vi.mock`), or when what it
 * renders keeps working after the test: the report form's outbox lives in IndexedDB and retries a
 * failed send on a timer after the form is gone, which would reach the next file's network.
 * src/suite-layout.test.ts fails when a file that mocks a module is missing.
 */
export const WEB_ISOLATED = [
  'src/web/app/routes/account-page.test.tsx',
  'src/web/app/routes/company-page.test.tsx',
  'src/web/app/routes/report-page.test.tsx',
  'src/web/components/deferred-checkbox.test.tsx',
  'src/web/components/deferred-day-input.test.tsx',
  'src/web/components/deferred-switch.test.tsx',
  'src/web/components/lazy-locations-map.test.tsx',
  'src/web/features/account/components/deferred-form-checks.test.tsx',
  'src/web/features/applications/components/deferred-filter-pickers.test.tsx',
  'src/web/features/company/components/deferred-company-checks.test.tsx',
  'src/web/features/compliance/components/deferred-filing-log.test.tsx',
  'src/web/features/dashboard/components/lazy-bar-chart.test.tsx',
  'src/web/features/reports/components/deferred-report-forms.test.tsx',
  'src/web/features/reports/components/form/answer-conflicts.test.tsx',
  'src/web/features/reports/components/form/device-inspection-input.test.tsx',
  'src/web/features/reports/components/form/offline-report.test.tsx',
  'src/web/features/reports/components/form/report-form.test.tsx',
  'src/web/features/reports/components/form/report-form-logic.test.tsx',
  'src/web/features/reports/components/form/stranded-answers.test.tsx',
  'src/web/features/share-links/components/deferred-share-link-form.test.tsx',
  'src/web/features/visits/components/deferred-job-forms.test.tsx',
  'src/web/features/visits/components/schedule/deferred-schedule-parts.test.tsx',
  'src/web/lib/use-deferred-virtualizer.test.tsx',
];
