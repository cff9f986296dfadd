import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-route';
import { title } from './route-title';
import { ErrorPage } from './routes/error-page';

/**
 * Pages for people without a session (router.tsx puts them beside /login, outside the shell):
 * a share link's report, the password reset pages (issue 19), and a printed code's check (issue 30).
 */
export function publicRoutes(): RouteObject[] {
  return [
    // A share link's page (issue 19): no login, no shell, the browser's language.
    {
      path: '/s/:token',
      lazy: lazyPage(() => import('./routes/shared-page'), 'SharedPage'),
      handle: title('shared'),
      errorElement: <ErrorPage />,
    },
    {
      path: '/s/:token/reports/:reportId',
      lazy: lazyPage(() => import('./routes/shared-page'), 'SharedPage'),
      handle: title('shared'),
      errorElement: <ErrorPage />,
    },
    // A printed record's code checked against the ledger (issue 30): no login, no shell, no content.
    {
      path: '/verify/:code?',
      lazy: lazyPage(() => import('./routes/verify-page'), 'VerifyPage'),
      handle: title('verify'),
      errorElement: <ErrorPage />,
    },
    // The customer portal (issue 37, decision 0048): a location's contacts, signed in by a mailed link.
    {
      path: '/portal',
      lazy: lazyPage(() => import('./routes/portal-pages'), 'PortalPage'),
      handle: title('portal'),
      errorElement: <ErrorPage />,
    },
    {
      path: '/portal/sign-in/:token',
      lazy: lazyPage(() => import('./routes/portal-pages'), 'PortalSignInLinkPage'),
      handle: title('portal'),
      errorElement: <ErrorPage />,
    },
    // Password resets: public, for people who cannot log in (issue 19).
    {
      path: '/forgot-password',
      lazy: lazyPage(() => import('./routes/password-reset-pages'), 'ForgotPasswordPage'),
      handle: title('forgotPassword'),
      errorElement: <ErrorPage />,
    },
    {
      path: '/reset-password',
      lazy: lazyPage(() => import('./routes/password-reset-pages'), 'ResetPasswordPage'),
      handle: title('resetPassword'),
      errorElement: <ErrorPage />,
    },
  ];
}
