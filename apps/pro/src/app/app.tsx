import { lazy, Suspense } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { dirOf, type Lang } from '@portal/contract/lang';
import { cssVariablesResolver, theme } from '@portal/ui/theme';
import { configureApiClient, setSessionGoneHandler } from '@portal/web-kit/api-client';
import { proSession } from '../lib/session.ts';
import { router } from './router.tsx';

const ToastContainer = lazy(() => import('@portal/ui/toast-container'));

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 } },
});

configureApiClient({ app: 'pro', isSignedIn: proSession.signedIn, clearSession: proSession.clear });
// A session that ended (signed out elsewhere, suspended, expired): back to the sign-in page.
setSessionGoneHandler(() => {
  queryClient.clear();
  void router.navigate('/sign-in', { replace: true });
});

export function App({ lang }: { lang: Lang }) {
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
