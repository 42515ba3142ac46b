import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { newPasswordRule } from '@portal/contract/rules';
import { BrandLogo } from '@portal/ui/brand-logo';
import { LanguageMenu } from '@portal/ui/language-menu';
import { apiRequest } from '@portal/web-kit/api-client';
import { changeLanguage } from '@portal/web-kit/language';
import { toastError, toastSuccess } from '@portal/web-kit/toast';

/**
 * The invitation mail's page (issue 17): a new provider chooses the first password with the single-use token of
 * the link (`/pro/set-password?token=`), then signs in. The rules are the contract's; the server checks the token.
 */
export function SetPasswordPage() {
  const { t } = useTranslation('common');
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const set = useMutation({
    mutationFn: () => apiRequest<null>('POST', '/provider/password/set', { body: { token, password, confirmPassword: confirm }, auth: 'none' }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rule = newPasswordRule.safeParse(password);
    const next = {
      password: rule.success ? undefined : t(`validation:${rule.error.issues[0]?.message ?? 'passwordRequired'}`),
      confirm: !confirm ? t('validation:confirmPasswordRequired') : confirm !== password ? t('validation:passwordNotMatch') : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    set.mutate(undefined, { onSuccess: ({ message }) => toastSuccess(message), onError: toastError });
  };

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={6} align="center">
            <BrandLogo to="/sign-in" />
            <Title order={1} fz="h3" ta="center">{t('setPassword.title')}</Title>
            <Text c="dimmed" ta="center" size="sm">{t('setPassword.hint')}</Text>
          </Stack>
          {!token ? (
            <Alert color="red">{t('validation:invitationInvalid')}</Alert>
          ) : set.isSuccess ? (
            <Stack gap="sm" align="center">
              <Alert color="teal" w="100%">{t('setPassword.done')}</Alert>
              <Anchor component={Link} to="/sign-in">{t('setPassword.signIn')}</Anchor>
            </Stack>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <PasswordInput label={t('setPassword.password')} autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={errors.password} />
                <PasswordInput label={t('setPassword.confirm')} autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.currentTarget.value)} error={errors.confirm} />
                <Button type="submit" loading={set.isPending} fullWidth size="md">{t('setPassword.submit')}</Button>
              </Stack>
            </form>
          )}
          <Center>
            <LanguageMenu onChange={(lang) => changeLanguage(lang)} />
          </Center>
        </Stack>
      </Paper>
    </Center>
  );
}
