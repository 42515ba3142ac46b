import { Box, Button, Container, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@portal/ui/brand-logo';
import { LanguageMenu } from '@portal/ui/language-menu';
import { NavigationProgress } from '@portal/ui/navigation-progress';
import { changeLanguage } from '@portal/web-kit/language';
import { useSession } from '../../lib/session.ts';
import { SiteFooter } from './site-footer.tsx';

/** Landing, verification, licence and not-found (spec §2.1): header with log in and sign up, footer with contact. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const session = useSession();
  // Three buttons and the wordmark share 390 px on a phone: smaller buttons there.
  const phone = useMediaQuery('(max-width: 36em)');
  const size = phone ? 'xs' : 'sm';

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavigationProgress />
      <Box
        component="header"
        bg="white"
        style={{ position: 'sticky', top: 0, zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="xl" h={64} px={{ base: 'xs', sm: 'md' }}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
            <BrandLogo to="/landing" />
            <Group gap={phone ? 4 : 8} wrap="nowrap">
              <Box hiddenFrom="sm">
                <LanguageMenu compact onChange={changeLanguage} />
              </Box>
              <Box visibleFrom="sm">
                <LanguageMenu onChange={changeLanguage} />
              </Box>
              {session ? (
                <Button component={Link} to="/home" size={size}>
                  {t('auth.goToAccount')}
                </Button>
              ) : (
                <>
                  <Button
                    variant="default"
                    size={size}
                    px={phone ? 8 : undefined}
                    onClick={() => navigate('/landing?is-login=true')}
                  >
                    {t('auth.login')}
                  </Button>
                  <Button
                    size={size}
                    px={phone ? 8 : undefined}
                    onClick={() => navigate('/landing', { state: { signUp: true } })}
                  >
                    {t('auth.signUp')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter withContact />
    </Box>
  );
}
