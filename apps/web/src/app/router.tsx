import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RequireSession } from './require-session.tsx';

/**
 * Every route but /landing also brings all of Mantine's CSS (/landing paints with the first-paint subset,
 * app/styles/first-paint-styles.ts, and fetches the rest once idle).
 */
const withFullStyles = async <T,>(load: () => Promise<T>): Promise<T> => (await Promise.all([load(), import('@portal/web-kit/full-styles')]))[0];

/** Each page is its own chunk: the first page loads only what it shows. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  // The page's error screen comes with the page (out of /landing's first load, issue 7's budget).
  lazy: async () => {
    const [page, error] = await Promise.all([withFullStyles(load), import('./route-load-error.tsx')]);
    return { Component: page.default, ErrorBoundary: error.RouteLoadError };
  },
});

/** /landing: the one page whose first paint is budgeted (issue 7: 170 KB gzip of JS and CSS). */
const landing: Pick<RouteObject, 'lazy'> = {
  lazy: async () => ({ Component: (await import('./landing-route.tsx')).default }),
};

/**
 * A layout loaded on first use: the signed-in frame (notifications, push, tab guard, menus) and the bare
 * frame of terms and privacy stay out of what /landing downloads (the 170 KB budget of issue 7).
 */
const layout = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await withFullStyles(load) }),
});

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/landing" replace /> },
  {
    element: <PublicLayout />,
    children: [
      { path: '/landing', ...landing },
      { path: '/landing/:id', ...landing },
      { path: '/email-verification', ...page(() => import('../features/auth/components/email-verification-page.tsx')) },
      { path: '/verifyAccount', ...page(() => import('../features/auth/components/verify-account-page.tsx')) },
      { path: '/licence-agreement', ...page(() => import('../features/static-pages/components/licence-page.tsx')) },
      { path: '*', ...page(() => import('../features/static-pages/components/not-found-page.tsx')) },
    ],
  },
  {
    ...layout(async () => (await import('./layouts/bare-layout.tsx')).BareLayout),
    children: [
      { path: '/termscondition', ...page(() => import('../features/static-pages/components/terms-page.tsx')) },
      { path: '/privacypolicy', ...page(() => import('../features/static-pages/components/privacy-page.tsx')) },
    ],
  },
  {
    // The guard is checked before the frame's chunk is fetched: a visitor is sent to /landing at once.
    element: <RequireSession />,
    children: [
      {
        ...layout(async () => (await import('./layouts/signed-in-layout.tsx')).SignedInLayout),
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
          { path: '/rfps-compare', ...page(() => import('../features/rfps/components/rfp-compare-page.tsx')) },
          { path: '/rfps-details', ...page(() => import('../features/rfps/components/rfp-details-page.tsx')) },
          { path: '/estimation', ...page(() => import('../features/orders/components/estimation-page.tsx')) },
          { path: '/payment', ...page(() => import('../features/orders/components/payment-page.tsx')) },
          { path: '/service-review', ...page(() => import('../features/orders/components/service-review-page.tsx')) },
          { path: '/receipt', ...page(() => import('../features/orders/components/receipt-page.tsx')) },
          { path: '/bundles', ...page(() => import('../features/static-pages/components/bundles-page.tsx')) },
          { path: '/adds', ...page(() => import('../features/static-pages/components/adds-page.tsx')) },
          { path: '/report-abuse', ...page(() => import('../features/abuse/components/report-abuse-page.tsx')) },
          { path: '/usage-policies', ...page(() => import('../features/static-pages/components/usage-policies-page.tsx')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
