import type { ReactNode } from 'react';
import { Anchor, Checkbox } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Terms and privacy open in a new tab so a half-filled sign-up form is not lost. */
export function TermsCheckbox({
  field,
  error,
  disabled,
}: {
  field: UseFormRegisterReturn<'terms'>;
  error?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Checkbox
      {...field}
      disabled={disabled}
      error={error}
      label={
        <Trans
          ns="auth"
          i18nKey="signup.terms"
          components={{
            terms: <Anchor href="/termscondition" target="_blank" rel="noopener" inherit />,
            privacy: <Anchor href="/privacypolicy" target="_blank" rel="noopener" inherit />,
          }}
        />
      }
    />
  );
}

/**
 * Users must be 18 or older (spec §1, §9). Its wording is version ADULT_CONFIRMATION_VERSION of the contract,
 * which the server records with the time: change `signup.adult` only together with that version.
 */
export function AdultCheckbox({
  field,
  error,
  disabled,
}: {
  field: UseFormRegisterReturn<'adultConfirmed'>;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation('auth');
  return <Checkbox {...field} disabled={disabled} error={error} label={t('signup.adult')} />;
}
