import { useEffect } from 'react';
import { IconBolt, IconBriefcase, IconCash, IconInbox, IconUserCircle } from '@tabler/icons-react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppFrame, type FrameLink } from '@portal/ui/app-frame';
import { changeLanguage } from '@portal/web-kit/language';
import { useSignOut } from '../features/auth/api/sign-in.ts';
import { useProviderPoll } from '../api/provider/use-provider-poll.ts';
import { OfflineBadge } from '../components/offline-badge.tsx';
import { clearQueue } from '../lib/offline-queue.ts';
import { clearOfflineData, registerServiceWorker, syncPush } from '../lib/service-worker.ts';
import { useProSession } from '../lib/session.ts';

/** The provider app's frame; each screen adds its link here. */
export function ProLayout() {
  const { t } = useTranslation(['common', 'jobs']);
  const session = useProSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  // Offers, orders and decisions arrive by the poll (and Web Push); the worker keeps the lists for offline reading.
  useProviderPoll();
  useEffect(() => {
    void registerServiceWorker().then(() => syncPush().catch(() => undefined));
  }, []);
  if (!session) return null; // RequireProvider redirects; this only satisfies the types.
  const links: FrameLink[] = [
    { to: '/', label: t('nav.home'), icon: IconBolt, end: true },
    { to: '/requests', label: t('jobs:nav.requests'), icon: IconInbox },
    { to: '/jobs', label: t('jobs:nav.jobs'), icon: IconBriefcase },
    { to: '/earnings', label: t('nav.earnings'), icon: IconCash },
    { to: '/profile', label: t('nav.profile'), icon: IconUserCircle },
  ];
  return (
    <AppFrame
      appName={t('appName')}
      homePath="/"
      links={links}
      who={{ name: session.user.name, detail: session.user.email }}
      onSignOut={() => {
        // Nothing of this provider stays on a shared phone: its waiting actions and the worker's copies go.
        clearQueue();
        clearOfflineData();
        signOut.mutate(undefined, { onSettled: () => void navigate('/sign-in', { replace: true }) });
      }}
      signingOut={signOut.isPending}
      onLanguage={(lang) => changeLanguage(lang)}
    >
      <OfflineBadge />
      <Outlet />
    </AppFrame>
  );
}
