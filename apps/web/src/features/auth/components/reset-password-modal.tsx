import '../../../lib/full-styles.ts';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { confirmPasswordRule, newPasswordRule } from '@portal/contract/rules';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';

/** The two typed fields of the reset payload; the e-mail and token come from the mailed link. */
const resetFieldsSchema = z
  .object({ newPassword: newPasswordRule, confirmPassword: confirmPasswordRule })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: 'passwordNotMatch' });
type ResetFields = z.infer<typeof resetFieldsSchema>;

type Props = { opened: boolean; email: string; token: string; onClose: () => void; onDone: () => void };

/** Reset password, opened from the mailed link (spec §2.1); success closes it and opens log in (spec §4.6). */
export function ResetPasswordModal({ opened, email, token, onClose, onDone }: Props) {
  const { t } = useTranslation('auth');
  const resetPassword = useResetPassword();
  const linkOk = Boolean(email && token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetFields>({
    resolver: zodResolver(resetFieldsSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await resetPassword.mutateAsync({ ...values, email, forgotPwdToken: token });
      toastSuccess(message);
      onDone();
    } catch (err) {
      toastError(err);
      applyServerFieldErrors(err, ['newPassword', 'confirmPassword'] as const, setError);
    }
  });

  return (
    <FormModal opened={opened} onClose={onClose} title={t('reset.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {linkOk ? (
            <Text size="sm" c="dimmed">
              {t('reset.text')}{' '}
              <Text span dir="ltr" fw={600} c="dark">
                {email}
              </Text>
            </Text>
          ) : (
            <Alert color="red" variant="light">
              {validationMessage('invalidLink')}
            </Alert>
          )}
          <PasswordInput
            {...register('newPassword')}
            label={t('fields.newPassword')}
            autoComplete="new-password"
            error={validationMessage(errors.newPassword?.message)}
            visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            disabled={!linkOk}
            data-autofocus
            withAsterisk
          />
          <PasswordInput
            {...register('confirmPassword')}
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            error={validationMessage(errors.confirmPassword?.message)}
            visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            disabled={!linkOk}
            withAsterisk
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={!linkOk}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </FormModal>
  );
}
