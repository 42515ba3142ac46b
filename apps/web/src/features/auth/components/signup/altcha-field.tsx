import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Input, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_CHALLENGE_URL, loadAltchaWidget } from '../../api/captcha.ts';

type Props = {
  /** The solution to send as `altcha`, or '' while unsolved, expired or failed. */
  onChange: (payload: string) => void;
  error?: ReactNode;
  /** Changing it resets the widget: a solution is accepted once, so a refused sign-up needs a new one. */
  resetKey: number;
  disabled?: boolean;
};

type AltchaElement = HTMLElement & { reset?: () => void };
type StateChange = CustomEvent<{ state: string; payload?: string }>;

/** The ALTCHA proof-of-work widget (docs/design.md, Bot check); it fetches the challenge from the API itself. */
export function AltchaField({ onChange, error, resetKey, disabled }: Props) {
  const { t } = useTranslation('auth');
  const ref = useRef<AltchaElement>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let live = true;
    void loadAltchaWidget().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!ready || !el) return;
    const onState = (e: Event) => {
      const { state, payload } = (e as StateChange).detail;
      latest.current(state === 'verified' && payload ? payload : '');
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready]);

  useEffect(() => {
    if (resetKey > 0) {
      ref.current?.reset?.();
      latest.current('');
    }
  }, [resetKey]);

  const strings = useMemo(
    () =>
      JSON.stringify({
        ariaLinkLabel: t('altcha.ariaLinkLabel'),
        enterCode: t('altcha.enterCode'),
        enterCodeAria: t('altcha.enterCodeAria'),
        error: t('altcha.error'),
        expired: t('altcha.expired'),
        footer: `${t('altcha.protectedBy')} <a href="https://altcha.org/" target="_blank" rel="noopener" aria-label="${t('altcha.ariaLinkLabel')}">ALTCHA</a>`,
        getAudioChallenge: t('altcha.getAudioChallenge'),
        label: t('altcha.label'),
        loading: t('altcha.loading'),
        reload: t('altcha.reload'),
        verify: t('altcha.verify'),
        verificationRequired: t('altcha.verificationRequired'),
        verified: t('altcha.verified'),
        verifying: t('altcha.verifying'),
        waitAlert: t('altcha.waitAlert'),
      }),
    [t],
  );

  return (
    <Input.Wrapper error={error}>
      <div style={{ pointerEvents: disabled ? 'none' : undefined, opacity: disabled ? 0.6 : 1 }} aria-disabled={disabled}>
        {ready ? (
          <altcha-widget
            ref={ref}
            challengeurl={CAPTCHA_CHALLENGE_URL}
            strings={strings}
            style={{ '--altcha-max-width': '100%', '--altcha-border-radius': 'var(--mantine-radius-md)' }}
          />
        ) : (
          <Skeleton height={74} radius="md" />
        )}
      </div>
    </Input.Wrapper>
  );
}
