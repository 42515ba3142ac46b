import { createBrowserRouter } from 'react-router';
import { RequireProvider } from './require-provider.tsx';

/** Every screen is its own lazy chunk; the frame loads with the first signed-in screen. */
export const router = createBrowserRouter(
  [
    { path: '/sign-in', lazy: async () => ({ Component: (await import('../features/auth/components/sign-in-page.tsx')).SignInPage }) },
    // The invitation mail's link (issue 17): public, the token is the credential.
    { path: '/set-password', lazy: async () => ({ Component: (await import('../features/set-password/set-password-page.tsx')).SetPasswordPage }) },
    {
      element: <RequireProvider />,
      children: [
        {
          lazy: async () => ({ Component: (await import('./pro-layout.tsx')).ProLayout }),
          children: [
            // The first screen is the express offers (issue 18): what a provider on the move needs first.
            { index: true, lazy: async () => ({ Component: (await import('../features/offers/components/offers-page.tsx')).OffersPage }) },
            { path: 'requests', lazy: async () => ({ Component: (await import('../features/requests/components/requests-page.tsx')).RequestsPage }) },
            { path: 'jobs', lazy: async () => ({ Component: (await import('../features/jobs/components/jobs-page.tsx')).JobsPage }) },
            { path: 'jobs/:type/:id', lazy: async () => ({ Component: (await import('../features/jobs/components/job-page.tsx')).JobPage }) },
            { path: 'earnings', lazy: async () => ({ Component: (await import('../features/earnings/components/earnings-page.tsx')).EarningsPage }) },
            { path: 'profile', lazy: async () => ({ Component: (await import('../features/profile/components/profile-page.tsx')).ProfilePage }) },
          ],
        },
      ],
    },
  ],
  { basename: '/pro' },
);
