import '@portal/web-kit/full-styles';
import { Alert, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { confirmPasswordRule, newPasswordRule } from '@portal/contract/rules';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { validationMessage } from '@portal/ui/validation-message';
import { useResetLinkCheck } from '../api/check-reset-link.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { FormModal } from '@portal/ui/form-modal';
import { applyServerFieldErrors } from '@portal/web-kit/server-field-errors';

/** The two typed fields of the reset payload; the e-mail and token come from the mailed link. */
const resetFieldsSchema = z
  .object({ newPassword: newPasswordRule, confirmPassword: confirmPasswordRule })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: 'passwordNotMatch' });
type ResetFields = z.infer<typeof resetFieldsSchema>;

type Props = { opened: boolean; email: string; token: string; onClose: () => void; onDone: () => void };

/**
 * Reset password, opened from the mailed link (spec §2.1); success closes it and opens log in (spec §4.6).
 * The link is checked when the form opens: a used or expired one says so at once, with "send a new link".
 */
export function ResetPasswordModal({ opened, email, token, onClose, onDone }: Props) {
  const { t } = useTranslation('auth');
  const resetPassword = useResetPassword();
  const check = useResetLinkCheck(email, token);
  const sendNew = useForgotPassword();
  const checking = Boolean(email && token) && check.isPending;
  // A failed check (network) does not block the form: the reset call itself still checks the link.
  const linkOk = Boolean(email && token) && check.data?.valid !== false;
  const sendNewLink = async () => {
    try {
      const { message } = await sendNew.mutateAsync({ email });
      toastSuccess(message);
    } catch (err) {
      toastError(err);
    }
  };
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
      // The link may have been used meanwhile: ask again, so the form offers a new one.
      void check.refetch();
    }
  });

  return (
    <FormModal opened={opened} onClose={onClose} title={t('reset.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {checking ? (
            <Loader size="sm" mx="auto" aria-label={t('reset.checking')} />
          ) : linkOk ? (
            <Text size="sm" c="dimmed">
              {t('reset.text')}{' '}
              <Text span dir="ltr" fw={600} c="dark">
                {email}
              </Text>
            </Text>
          ) : (
            <Alert color="red" variant="light" data-testid="reset-link-invalid">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{validationMessage('invalidLink')}</Text>
                {email && (
                  <Button size="xs" variant="light" color="red" onClick={() => void sendNewLink()} loading={sendNew.isPending} disabled={sendNew.isSuccess}>
                    {sendNew.isSuccess ? t('reset.newLinkSent') : t('reset.sendNewLink')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          <PasswordInput
            {...register('newPassword')}
            label={t('fields.newPassword')}
            autoComplete="new-password"
            error={validationMessage(errors.newPassword?.message)}
            visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            disabled={!linkOk || checking}
            data-autofocus
            withAsterisk
          />
          <PasswordInput
            {...register('confirmPassword')}
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            error={validationMessage(errors.confirmPassword?.message)}
            visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            disabled={!linkOk || checking}
            withAsterisk
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={!linkOk || checking}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </FormModal>
  );
}
