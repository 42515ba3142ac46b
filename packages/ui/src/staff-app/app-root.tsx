import { lazy, Suspense } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { dirOf, type Lang } from '@portal/contract/lang';
import { cssVariablesResolver, theme } from '../theme/theme.ts';

const ToastContainer = lazy(() => import('../toasts/toast-container.tsx'));

/** The providers around each of the three apps: direction, theme, toasts (loaded after the first paint), queries and the router. */
export function AppRoot({ lang, router, queryClient }: { lang: Lang; router: ReturnType<typeof createBrowserRouter>; queryClient: QueryClient }) {
  return (
    <DirectionProvider initialDirection={dirOf(lang)} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
