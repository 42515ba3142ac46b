import { IconHome, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from './coming-soon-page.tsx';

export default function AddsPage() {
  const { t } = useTranslation(['static', 'common']);
  return (
    <ComingSoonPage
      title={t('adds.title')}
      body={t('adds.body')}
      badge={t('comingSoon')}
      icon={<IconSpeakerphone size={44} />}
      back={{ to: '/home', label: t('common:backToHome'), icon: <IconHome size={18} /> }}
    />
  );
}
