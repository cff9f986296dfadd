import { ActionsList } from '@web/features/corrective-actions/components/actions-list';

/**
 * The corrective actions list, in a module of its own: its first screen does not download an
 * action's form and detail (zod, the form's hook, the photo upload), which
 * corrective-action-pages.tsx holds (decision 0067).
 */
export function CorrectiveActionsPage() {
  return <ActionsList />;
}
