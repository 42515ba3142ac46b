import { useState, type FormEvent } from 'react';
import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import { BrandLogo } from '../frame/brand-logo.tsx';
import { LanguageMenu } from '../language-menu/language-menu.tsx';

export type SignInCardProps = {
  /** The app's name under the wordmark ("Operations console", "Provider app"). */
  title: string;
  subtitle?: string;
  /** Signs in; a rejection's message is the app's to show (a toast), the card only stops its spinner. */
  onSubmit: (email: string, password: string) => Promise<void>;
  onLanguage: (lang: Lang) => void;
  homePath: string;
};

/**
 * The sign-in page of the console and the provider app: e-mail and password, the language menu, nothing else.
 * Fields are checked for presence here; the rules and their messages are the server's (translated envelope).
 */
export function SignInCard({ title, subtitle, onSubmit, onLanguage, homePath }: SignInCardProps) {
  const { t } = useTranslation('staff');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const gaps = { email: !email.trim(), password: !password };
    setMissing(gaps);
    if (gaps.email || gaps.password) return;
    setBusy(true);
    try {
      await onSubmit(email.trim(), password);
    } catch {
      /* the app has shown why */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={6} align="center">
            <BrandLogo to={homePath} />
            <Title order={1} fz="h3" ta="center">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" ta="center" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('email')}
                type="email"
                dir="ltr"
                autoComplete="username"
                required
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={missing.email ? t('emailRequired') : undefined}
              />
              <PasswordInput
                label={t('password')}
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={missing.password ? t('passwordRequired') : undefined}
              />
              <Button type="submit" loading={busy} fullWidth size="md">
                {t('signIn')}
              </Button>
            </Stack>
          </form>
          <Center>
            <LanguageMenu onChange={onLanguage} />
          </Center>
        </Stack>
      </Paper>
    </Center>
  );
}
