import { QueryClient } from '@tanstack/react-query';
import type { Lang } from '@portal/contract/lang';
import { AppRoot } from '@portal/ui/app-root';
import { configureApiClient, setSessionGoneHandler } from '@portal/web-kit/api-client';
import { proSession } from '../lib/session.ts';
import { router } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 } },
});

configureApiClient({ app: 'pro', isSignedIn: proSession.signedIn, clearSession: proSession.clear });
// A session that ended (signed out elsewhere, suspended, expired): back to the sign-in page.
setSessionGoneHandler(() => {
  queryClient.clear();
  void router.navigate('/sign-in', { replace: true });
});

export const App = ({ lang }: { lang: Lang }) => <AppRoot lang={lang} router={router} queryClient={queryClient} />;
