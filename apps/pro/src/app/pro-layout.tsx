import { IconHome } from '@tabler/icons-react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppFrame, type FrameLink } from '@portal/ui/app-frame';
import { changeLanguage } from '@portal/web-kit/language';
import { useSignOut } from '../features/auth/api/sign-in.ts';
import { useProSession } from '../lib/session.ts';

/** The provider app's frame; each screen adds its link here. */
export function ProLayout() {
  const { t } = useTranslation('common');
  const session = useProSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!session) return null; // RequireProvider redirects; this only satisfies the types.
  const links: FrameLink[] = [{ to: '/', label: t('nav.home'), icon: IconHome, end: true }];
  return (
    <AppFrame
      appName={t('appName')}
      homePath="/"
      links={links}
      who={{ name: session.user.name, detail: session.user.email }}
      onSignOut={() => signOut.mutate(undefined, { onSettled: () => void navigate('/sign-in', { replace: true }) })}
      signingOut={signOut.isPending}
      onLanguage={(lang) => changeLanguage(lang)}
    >
      <Outlet />
    </AppFrame>
  );
}
