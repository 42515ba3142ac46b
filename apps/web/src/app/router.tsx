import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout.tsx';
import { BareLayout } from './layouts/bare-layout.tsx';
import { SignedInLayout } from './layouts/signed-in-layout.tsx';
import { RequireSession } from './require-session.tsx';

/** Each page is its own chunk: the first page loads only what it shows. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/landing" replace /> },
  {
    element: <PublicLayout />,
    children: [
      { path: '/landing', ...page(() => import('./landing-route.tsx')) },
      { path: '/landing/:id', ...page(() => import('./landing-route.tsx')) },
      { path: '/email-verification', ...page(() => import('../features/auth/components/email-verification-page.tsx')) },
      { path: '/verifyAccount', ...page(() => import('../features/auth/components/verify-account-page.tsx')) },
      { path: '/licence-agreement', ...page(() => import('../features/static-pages/components/licence-page.tsx')) },
      { path: '*', ...page(() => import('../features/static-pages/components/not-found-page.tsx')) },
    ],
  },
  {
    element: <BareLayout />,
    children: [
      { path: '/termscondition', ...page(() => import('../features/static-pages/components/terms-page.tsx')) },
      { path: '/privacypolicy', ...page(() => import('../features/static-pages/components/privacy-page.tsx')) },
    ],
  },
  {
    element: (
      <RequireSession>
        <SignedInLayout />
      </RequireSession>
    ),
    children: [
      { path: '/home', ...page(() => import('../features/home/components/home-page.tsx')) },
      { path: '/profile', ...page(() => import('../features/profile/components/profile-page.tsx')) },
      { path: '/my-orders', ...page(() => import('../features/orders/components/my-orders-page.tsx')) },
      { path: '/express', ...page(() => import('../features/catalogue/components/express-picker-page.tsx')) },
      { path: '/express-details', ...page(() => import('../features/order-create/components/express-details-page.tsx')) },
      { path: '/express-reply', ...page(() => import('../features/orders/components/express-reply-page.tsx')) },
      { path: '/direct-award', ...page(() => import('../features/catalogue/components/direct-award-picker-page.tsx')) },
      { path: '/direct-award-details', ...page(() => import('../features/order-create/components/direct-award-details-page.tsx')) },
      { path: '/direct-award-reply', ...page(() => import('../features/orders/components/direct-award-reply-page.tsx')) },
      { path: '/rfps', ...page(() => import('../features/rfps/components/rfps-page.tsx')) },
      { path: '/rfps/create', ...page(() => import('../features/rfps/components/rfp-create-page.tsx')) },
      { path: '/rfps-reply', ...page(() => import('../features/rfps/components/rfp-replies-page.tsx')) },
      { path: '/rfps-details', ...page(() => import('../features/rfps/components/rfp-details-page.tsx')) },
      { path: '/estimation', ...page(() => import('../features/orders/components/estimation-page.tsx')) },
      { path: '/payment', ...page(() => import('../features/orders/components/payment-page.tsx')) },
      { path: '/service-review', ...page(() => import('../features/orders/components/service-review-page.tsx')) },
      { path: '/bundles', ...page(() => import('../features/static-pages/components/bundles-page.tsx')) },
      { path: '/adds', ...page(() => import('../features/static-pages/components/adds-page.tsx')) },
      { path: '/report-abuse', ...page(() => import('../features/abuse/components/report-abuse-page.tsx')) },
      { path: '/usage-policies', ...page(() => import('../features/static-pages/components/usage-policies-page.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
