import './styles/first-paint-styles.ts';
import { lazy, Suspense } from 'react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { dirOf, type Lang } from '@portal/contract/lang';
import { configureApiClient, setSessionGoneHandler } from '@portal/web-kit/api-client';
import { sessionStore } from '../lib/session.ts';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from '@portal/ui/theme';

/** Toasts are shown on the user's actions, never on the first paint: their container loads after it. */
const ToastContainer = lazy(() => import('@portal/ui/toast-container'));

const queryClient = new QueryClient({
  // offlineFirst: a read is tried even when the browser says it is offline, so the service worker can answer it with
  // what was seen last (issue 19.5); TanStack's default would pause it and leave the page loading.
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'offlineFirst' } },
});

configureApiClient({ app: 'web', isSignedIn: sessionStore.signedIn, clearSession: sessionStore.clear });

// Spec §4.6 and §8: a 401 or 403 clears the session (done by the client) and goes to /landing.
setSessionGoneHandler(() => {
  queryClient.clear();
  void router.navigate('/landing', { replace: true });
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
