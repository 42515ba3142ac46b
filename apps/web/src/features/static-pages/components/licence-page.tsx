import { IconArrowBackUp, IconLicense } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MirrorInRtl } from '@portal/ui/mirror-in-rtl';
import { ComingSoonPage } from './coming-soon-page.tsx';

export default function LicencePage() {
  const { t } = useTranslation(['static', 'common']);
  return (
    <ComingSoonPage
      title={t('licence.title')}
      body={t('licence.body')}
      badge={t('licence.badge')}
      icon={<IconLicense size={44} />}
      back={{
        to: '/landing',
        label: t('common:backToLanding'),
        icon: (
          <MirrorInRtl>
            <IconArrowBackUp size={18} />
          </MirrorInRtl>
        ),
      }}
    />
  );
}
