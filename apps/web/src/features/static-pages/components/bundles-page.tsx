import { IconHome, IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from './coming-soon-page.tsx';

export default function BundlesPage() {
  const { t } = useTranslation(['static', 'common']);
  return (
    <ComingSoonPage
      title={t('bundles.title')}
      body={t('bundles.body')}
      badge={t('comingSoon')}
      icon={<IconPackage size={44} />}
      back={{ to: '/home', label: t('common:backToHome'), icon: <IconHome size={18} /> }}
    />
  );
}
