import { createBrowserRouter } from 'react-router';
import { RequireOperator } from './require-operator.tsx';

/** Every screen is its own lazy chunk; the frame loads with the first signed-in screen. */
export const router = createBrowserRouter(
  [
    { path: '/sign-in', lazy: async () => ({ Component: (await import('../features/auth/components/sign-in-page.tsx')).SignInPage }) },
    {
      element: <RequireOperator />,
      children: [
        {
          lazy: async () => ({ Component: (await import('./ops-layout.tsx')).OpsLayout }),
          children: [
            { index: true, lazy: async () => ({ Component: (await import('../features/home/components/home-page.tsx')).HomePage }) },
            { path: 'dashboard', lazy: async () => ({ Component: (await import('../features/dashboard/components/dashboard-page.tsx')).DashboardPage }) },
            { path: 'orders', lazy: async () => ({ Component: (await import('../features/orders/components/orders-page.tsx')).OrdersPage }) },
            { path: 'orders/:id', lazy: async () => ({ Component: (await import('../features/orders/components/order-page.tsx')).OrderPage }) },
            { path: 'content/banners', lazy: async () => ({ Component: (await import('../features/content/components/banners-page.tsx')).BannersPage }) },
            { path: 'content/limits', lazy: async () => ({ Component: (await import('../features/content/components/limits-page.tsx')).LimitsPage }) },
          ],
        },
      ],
    },
  ],
  { basename: '/ops' },
);
