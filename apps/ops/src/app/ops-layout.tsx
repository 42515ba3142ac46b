import {
  IconAdjustments,
  IconBuildingStore,
  IconCategory,
  IconChartBar,
  IconFileText,
  IconHistory,
  IconHome,
  IconListDetails,
  IconMessage,
  IconMessageReport,
  IconPhoto,
  IconPresentation,
  IconQuestionMark,
  IconUsers,
} from '@tabler/icons-react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppFrame, type FrameLink } from '@portal/ui/app-frame';
import { changeLanguage } from '@portal/web-kit/language';
import { useSignOut } from '../features/auth/api/sign-in.ts';
import { useOpsSession } from '../lib/session.ts';

/** The console's frame; each screen adds its link here. */
export function OpsLayout() {
  const { t } = useTranslation('common');
  const session = useOpsSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!session) return null; // RequireOperator redirects; this only satisfies the types.
  const links: FrameLink[] = [
    { to: '/', label: t('nav.home'), icon: IconHome, end: true },
    { to: '/dashboard', label: t('nav.dashboard'), icon: IconChartBar },
    { to: '/orders', label: t('nav.orders'), icon: IconListDetails },
    { to: '/content/categories', label: t('content:nav.categories'), icon: IconCategory },
    { to: '/content/questions', label: t('content:nav.questions'), icon: IconQuestionMark },
    { to: '/content/banners', label: t('nav.banners'), icon: IconPhoto },
    { to: '/content/onboarding', label: t('content:nav.onboarding'), icon: IconPresentation },
    { to: '/content/pages', label: t('content:nav.pages'), icon: IconFileText },
    { to: '/content/limits', label: t('nav.limits'), icon: IconAdjustments },
    { to: '/providers', label: t('people:nav.providers'), icon: IconBuildingStore },
    { to: '/customers', label: t('people:nav.customers'), icon: IconUsers },
    { to: '/complaints', label: t('people:nav.complaints'), icon: IconMessageReport },
    { to: '/messages', label: t('people:nav.messages'), icon: IconMessage },
    // The audit log is the admins' (the API refuses it to support).
    ...(session.user.role === 'admin' ? [{ to: '/audit', label: t('nav.audit'), icon: IconHistory }] : []),
  ];
  return (
    <AppFrame
      appName={t('appName')}
      homePath="/"
      links={links}
      who={{ name: session.user.name, detail: t(`role.${session.user.role}`) }}
      onSignOut={() => signOut.mutate(undefined, { onSettled: () => void navigate('/sign-in', { replace: true }) })}
      signingOut={signOut.isPending}
      onLanguage={(lang) => changeLanguage(lang)}
    >
      <Outlet />
    </AppFrame>
  );
}
