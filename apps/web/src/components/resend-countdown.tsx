import { useEffect, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract/limits';
import { formatClock, useCountdown } from './countdown.ts';

type Props = {
  /** Zeroes the clock for good, e.g. once the account is verified. */
  stopped: boolean;
  /** False when there is nothing to resend to (no account id known). */
  canResend: boolean;
  /** Resolves when a new link was sent; a rejection keeps the button so the user can try again. */
  onResend: () => Promise<unknown>;
};

/** Spec §2.4: 2:00 on arrival; at zero a Resend button; after a resend 60 s more with the button hidden. */
export function ResendCountdown({ stopped, canResend, onResend }: Props) {
  const { t } = useTranslation('common');
  const { seconds, restart, stop } = useCountdown(LIMITS.verifyCountdownSeconds);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (stopped) stop();
  }, [stopped, stop]);

  async function resend() {
    setSending(true);
    try {
      await onResend();
      restart(LIMITS.resendCountdownSeconds);
    } catch {
      // The caller has told the user why; the button stays for another try.
    } finally {
      setSending(false);
    }
  }

  const clock = (
    <Text component="span" dir="ltr" fw={700} ff="monospace" fz="xl" c={stopped ? 'dimmed' : undefined} data-testid="countdown">
      {formatClock(seconds)}
    </Text>
  );

  return (
    <Stack align="center" gap="xs">
      {stopped || seconds === 0 ? (
        clock
      ) : (
        <Text ta="center" c="dimmed">
          {t('countdown.resendIn')} {clock}
        </Text>
      )}
      {!stopped && canResend && seconds === 0 && (
        <Button leftSection={<IconRefresh size={18} />} variant="light" loading={sending} onClick={resend}>
          {t('countdown.resend')}
        </Button>
      )}
    </Stack>
  );
}
