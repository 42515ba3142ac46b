import type { ReactNode } from 'react';
import { Anchor, Checkbox } from '@mantine/core';
import { Trans } from 'react-i18next';
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
