import '@portal/web-kit/full-styles';
import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginRequestSchema, type LoginRequest } from '@portal/contract/auth';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { sessionStore } from '../../../lib/session.ts';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { validationMessage } from '@portal/ui/validation-message';
import { useLogin } from '../api/login.ts';
import { FormModal } from '@portal/ui/form-modal';
import { applyServerFieldErrors } from '@portal/web-kit/server-field-errors';

type Props = {
  opened: boolean;
  /** The e-mail the page already knows (verification, reset), filled in. */
  email?: string;
  /** The page a signed-out visitor asked for: opened after logging in instead of /home when it is a path of this site. */
  next?: string;
  onClose: () => void;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
};
type LoginFields = z.input<typeof loginRequestSchema>;

/**
 * Log in (spec §2.3, §4.6): an unverified account goes to e-mail verification, a verified one to /home,
 * or back to the page it was sent away from.
 */
export function LoginModal({ opened, email, next, onClose, onForgotPassword, onCreateAccount }: Props) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginFields, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: email ?? '', password: '', deviceToken: '', deviceType: 'W' },
    mode: 'onTouched',
  });

  // The modal stays mounted between openings: a newly known e-mail fills an empty field (the password takes the focus).
  useEffect(() => {
    if (opened && email && !getValues('email')) setValue('email', email);
  }, [opened, email, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    try {
      const { data, message } = await login.mutateAsync(values);
      if (data.accountNotVerified || !data.authToken) {
        onClose();
        navigate(`/email-verification?id=${data.id}&email=${encodeURIComponent(data.email)}`);
        return;
      }
      // The server has set the session cookie; only the summary is kept here (lib/session.ts).
      sessionStore.set({
        id: data.id,
        email: data.email,
        name: data.name,
        companyName: data.companyName,
        customerType: data.customerType,
        isProfileCompleted: data.isProfileCompleted,
      });
      toastSuccess(message);
      onClose();
      navigate(safeReturnPath(next) ?? '/home', { replace: true });
    } catch (err) {
      toastError(err);
      applyServerFieldErrors(err, ['email', 'password'] as const, setError);
    }
  });

  return (
    <FormModal opened={opened} onClose={onClose} title={t('login.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('login.subtitle')}
          </Text>
          <TextInput
            {...register('email')}
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            type="email"
            autoComplete="username"
            dir="ltr"
            error={validationMessage(errors.email?.message)}
            data-autofocus={!email || undefined}
            withAsterisk
          />
          <PasswordInput
            {...register('password')}
            label={t('fields.password')}
            autoComplete="current-password"
            error={validationMessage(errors.password?.message)}
            visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            data-autofocus={Boolean(email) || undefined}
            withAsterisk
          />
          <Group justify="flex-end">
            <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('login.submit')}
          </Button>
          <Divider label={t('login.noAccount')} labelPosition="center" />
          <Button variant="light" size="md" fullWidth onClick={onCreateAccount}>
            {t('login.createAccount')}
          </Button>
        </Stack>
      </form>
    </FormModal>
  );
}
