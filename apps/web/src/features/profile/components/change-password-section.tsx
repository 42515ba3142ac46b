import { useState } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, type ChangePasswordRequest } from '@portal/contract/password';
import { applyServerFieldErrors } from '@portal/web-kit/server-field-errors';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { validationMessage } from '@portal/ui/validation-message';
import { useChangePassword } from '../api/change-password.ts';
import { FormSection } from './form-section.tsx';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordRequest = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (docs/design.md): the contract's rules in the form (old password required, new-password rules, new ≠ old,
 * confirmation matches); whether the old one is right and whether the new one is too common the server answers, on the field.
 * Its own form, apart from the profile's: a password is never part of a profile save. The fields appear on request:
 * password fields on the page set Chromium's password manager to work on every field of the long profile form, which
 * held the page up for seconds on a loaded machine.
 */
export function ChangePasswordSection({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const [opened, setOpened] = useState(false);
  return (
    <FormSection title={t('password.title')}>
      <Text size="sm" c="dimmed">
        {t('password.intro')}
      </Text>
      {opened ? (
        <ChangePasswordForm email={email} onDone={() => setOpened(false)} />
      ) : (
        <Group>
          <Button variant="light" onClick={() => setOpened(true)}>
            {t('password.open')}
          </Button>
        </Group>
      )}
    </FormSection>
  );
}

function ChangePasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordRequest>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY, mode: 'onTouched' });

  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values);
      toastSuccess(message);
      reset(EMPTY);
      onDone();
    } catch (err) {
      applyServerFieldErrors(err, FIELDS, setError);
      toastError(err);
    }
  });

  const toggle = { 'aria-label': t('password.toggle') };
  return (
    <form onSubmit={(ev) => void submit(ev)} noValidate aria-label={t('password.title')}>
      <Stack gap="sm">
        {/* Whose password this is, for password managers (they look for a username beside a password form). */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          {...register('oldPassword')}
          label={t('password.old')}
          autoComplete="current-password"
          error={validationMessage(errors.oldPassword?.message)}
          visibilityToggleButtonProps={toggle}
          withAsterisk
        />
        <PasswordInput
          {...register('newPassword')}
          label={t('password.new')}
          autoComplete="new-password"
          error={validationMessage(errors.newPassword?.message)}
          visibilityToggleButtonProps={toggle}
          withAsterisk
        />
        <PasswordInput
          {...register('confirmPassword')}
          label={t('password.confirm')}
          autoComplete="new-password"
          error={validationMessage(errors.confirmPassword?.message)}
          visibilityToggleButtonProps={toggle}
          withAsterisk
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
