import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconLogin, IconMailForward } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { ResendCountdown } from '../../../components/resend-countdown.tsx';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useResendVerifyAccount } from '../api/resend-verify-account.ts';
import { useVerifyAccount } from '../api/verify-account.ts';
import { announceVerified, verifiedEarlier, verifiedIdOf } from '../verified-signal.ts';

/** The log in, filled with the address the page knows. */
const loginLink = (email: string) => `/landing?${new URLSearchParams({ 'is-login': 'true', ...(email ? { email } : {}) }).toString()}`;

/**
 * Spec §2.4. Reached after sign-up or an unverified login (id, email), or from the mail's link
 * (id, token, verify-account), which verifies on load. Already verified counts as success.
 */
export default function EmailVerificationPage() {
  const { t } = useTranslation(['verification', 'common']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  const fromMailLink = params.has('verify-account');
  const linkBroken = fromMailLink && (!id || !token);

  const extra = Object.fromEntries([...params].filter(([key]) => key !== 'id' && key !== 'token' && key !== 'email'));
  const verify = useVerifyAccount(fromMailLink ? id : null, fromMailLink ? token : null, extra);
  const resend = useResendVerifyAccount();

  const email = params.get('email') || verify.data?.data.email || '';
  const accountId = Number(id) > 0 ? Number(id) : (verify.data?.data.id ?? 0);
  // Verified here, or in another tab of this browser (the mailed link opened there).
  const [verifiedElsewhere, setVerifiedElsewhere] = useState(() => accountId > 0 && verifiedEarlier(accountId));
  useEffect(() => {
    if (accountId <= 0) return;
    const onStorage = (e: StorageEvent) => {
      if (verifiedIdOf(e) === accountId) setVerifiedElsewhere(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [accountId]);
  useEffect(() => {
    if (verify.data) announceVerified(verify.data.data.id);
  }, [verify.data]);
  const verified = verify.isSuccess || verifiedElsewhere;
  const verifying = fromMailLink && !linkBroken && verify.isPending;
  useDocumentTitle(`${t(verified ? 'verifiedTitle' : 'title')} · ${t('common:brand')}`);

  // Effects run twice under StrictMode; the toast for one answer is shown once.
  const told = useRef<unknown>(null);
  useEffect(() => {
    const outcome = verify.data ?? verify.error;
    if (!outcome || told.current === outcome) return;
    told.current = outcome;
    // Success is said by the page itself (heading and text), not repeated in a toast.
    if (verify.isError) toastError(verify.error);
  }, [verify.data, verify.error, verify.isError]);

  async function resendLink() {
    try {
      const result = await resend.mutateAsync(accountId);
      toastSuccess(result.message || t('resent'));
    } catch (err) {
      toastError(err);
      throw err;
    }
  }

  return (
    <Container size="xs" py={{ base: 'xl', sm: 60 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack align="center" gap="lg" ta="center">
          <ThemeIcon size={72} radius={999} variant="light" color={verified ? 'teal' : 'blue'} aria-hidden>
            {verified ? <IconCircleCheck size={42} /> : <IconMailForward size={40} />}
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {verified ? t('verifiedTitle') : t('title')}
          </Title>

          {verifying ? (
            <Group gap="sm" justify="center" role="status">
              <Loader size="sm" />
              <Text>{t('verifying')}</Text>
            </Group>
          ) : verified ? (
            <Text c="teal.8" fw={500} role="status">
              {t('verified')}
            </Text>
          ) : (
            <Text style={{ overflowWrap: 'anywhere' }}>
              {email ? <Trans t={t} i18nKey="sentTo" values={{ email }} components={{ strong: <strong dir="ltr" /> }} /> : t('sentGeneric')}
            </Text>
          )}

          {(verify.isError || linkBroken) && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} w="100%" ta="start">
              {linkBroken ? t('error.invalidLink') : t('failed')}
            </Alert>
          )}

          {!verified && <ResendCountdown stopped={false} canResend={accountId > 0} onResend={resendLink} />}

          {!verified && !verifying && accountId <= 0 && (
            <Text size="sm" c="dimmed">
              {t('noAccount')}
            </Text>
          )}

          {(verified || (!verifying && accountId <= 0)) && (
            <Button component={Link} to={loginLink(email)} size="md" leftSection={<IconLogin size={18} />} fullWidth>
              {t('goToLogin')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
