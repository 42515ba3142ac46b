import { ActionIcon, Box, Container, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@portal/ui/brand-logo';
import { MirrorInRtl } from '@portal/ui/mirror-in-rtl';
import { NavigationProgress } from '@portal/ui/navigation-progress';

/** React Router numbers its history entries; 0 means this page was the first one opened in the tab. */
function hasAppHistory() {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/**
 * Terms and privacy (spec §2.1): only a back arrow. Opened straight from a link (the sign-up
 * form's checkbox), there is nowhere to go back to, so it returns to /landing with sign-up open.
 */
export function BareLayout() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();

  const back = () => {
    if (hasAppHistory()) void navigate(-1);
    else void navigate('/landing', { state: { signUp: true } });
  };

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavigationProgress />
      <Box component="header" bg="white" style={{ position: 'sticky', top: 0, zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="md" h={60}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <ActionIcon variant="subtle" color="dark" size="xl" radius="xl" onClick={back} aria-label={t('back')}>
              <MirrorInRtl>
                <IconArrowLeft size={24} />
              </MirrorInRtl>
            </ActionIcon>
            <BrandLogo to="/landing" />
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
