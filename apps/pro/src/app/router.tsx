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
          children: [{ index: true, lazy: async () => ({ Component: (await import('../features/home/components/home-page.tsx')).HomePage }) }],
        },
      ],
    },
  ],
  { basename: '/pro' },
);
