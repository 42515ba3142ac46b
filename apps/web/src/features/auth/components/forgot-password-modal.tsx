import '@portal/web-kit/full-styles';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { forgotPasswordSchema } from '@portal/contract/auth';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { validationMessage } from '@portal/ui/validation-message';
import { useForgotPassword } from '../api/forgot-password.ts';
import { FormModal } from '@portal/ui/form-modal';
import { applyServerFieldErrors } from '@portal/web-kit/server-field-errors';

type Props = { opened: boolean; onClose: () => void; onBackToLogin: () => void };

/** Forgot password (spec §2.3): the server mails a reset link; its message is shown and the modal closes. */
export function ForgotPasswordModal({ opened, onClose, onBackToLogin }: Props) {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await forgot.mutateAsync(values);
      toastSuccess(message);
      reset();
      onClose();
    } catch (err) {
      toastError(err);
      applyServerFieldErrors(err, ['email'] as const, setError);
    }
  });

  return (
    <FormModal opened={opened} onClose={onClose} title={t('forgot.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('forgot.text')}
          </Text>
          <TextInput
            {...register('email')}
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            type="email"
            autoComplete="email"
            dir="ltr"
            error={validationMessage(errors.email?.message)}
            data-autofocus
            withAsterisk
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('forgot.submit')}
          </Button>
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" onClick={onBackToLogin}>
              {t('forgot.back')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
