import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-route';
import type * as Pages from './routes/corrective-action-pages';
import { CORRECTIVE_ACTION_TEXTS } from './page-texts';
import { title } from './route-title';

/** The corrective actions' pages (issue 16), inside the office staff's routes (router.tsx). */
export function correctiveActionRoutes(): RouteObject[] {
  const page = (name: keyof typeof Pages) =>
    lazyPage(() => import('./routes/corrective-action-pages'), name, CORRECTIVE_ACTION_TEXTS);
  return [
    {
      path: 'corrective-actions',
      lazy: lazyPage(
        () => import('./routes/corrective-actions-page'),
        'CorrectiveActionsPage',
        CORRECTIVE_ACTION_TEXTS,
      ),
      handle: title('correctiveActions'),
    },
    {
      path: 'corrective-actions/new',
      lazy: page('CorrectiveActionCreatePage'),
      handle: title('correctiveActionCreate'),
    },
    { path: 'corrective-actions/:id', lazy: page('CorrectiveActionPage'), handle: title('correctiveAction') },
  ];
}
