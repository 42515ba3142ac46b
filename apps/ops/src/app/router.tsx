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
            // Issue 17, point 7: the rest of what the portal shows.
            { path: 'content/categories', lazy: async () => ({ Component: (await import('../features/content/components/categories-page.tsx')).CategoriesPage }) },
            { path: 'content/questions', lazy: async () => ({ Component: (await import('../features/content/components/questions-page.tsx')).QuestionsPage }) },
            { path: 'content/onboarding', lazy: async () => ({ Component: (await import('../features/content/components/onboarding-page.tsx')).OnboardingPage }) },
            { path: 'content/pages', lazy: async () => ({ Component: (await import('../features/content/components/static-pages-page.tsx')).StaticPagesPage }) },
            // Issue 17, points 4, 5, 6 and 8: the people the console looks after.
            { path: 'providers', lazy: async () => ({ Component: (await import('../features/providers/providers-page.tsx')).ProvidersPage }) },
            { path: 'providers/new', lazy: async () => ({ Component: (await import('../features/providers/new-provider-page.tsx')).NewProviderPage }) },
            { path: 'providers/:id', lazy: async () => ({ Component: (await import('../features/providers/provider-page.tsx')).ProviderPage }) },
            { path: 'customers', lazy: async () => ({ Component: (await import('../features/customers/customers-page.tsx')).CustomersPage }) },
            { path: 'customers/:id', lazy: async () => ({ Component: (await import('../features/customers/customer-page.tsx')).CustomerPage }) },
            { path: 'complaints', lazy: async () => ({ Component: (await import('../features/complaints/complaints-page.tsx')).ComplaintsPage }) },
            { path: 'complaints/:id', lazy: async () => ({ Component: (await import('../features/complaints/complaint-page.tsx')).ComplaintPage }) },
            { path: 'messages', lazy: async () => ({ Component: (await import('../features/messages/messages-page.tsx')).MessagesPage }) },
            // Issue 17 point 1: the audit log, read only, for admins.
            { path: 'audit', lazy: async () => ({ Component: (await import('../features/audit/audit-page.tsx')).AuditPage }) },
          ],
        },
      ],
    },
  ],
  { basename: '/ops' },
);
