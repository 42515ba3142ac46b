import './styles/first-paint-styles.ts';
import { QueryClient } from '@tanstack/react-query';
import type { Lang } from '@portal/contract/lang';
import { AppRoot } from '@portal/ui/app-root';
import { configureApiClient, setSessionGoneHandler } from '@portal/web-kit/api-client';
import { sessionStore } from '../lib/session.ts';
import { router } from './router.tsx';

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

/** The same providers as the console and the provider app (@portal/ui/app-root); toasts load after the first paint. */
export const App = ({ lang }: { lang: Lang }) => <AppRoot lang={lang} router={router} queryClient={queryClient} />;
