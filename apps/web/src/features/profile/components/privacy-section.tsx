import { useState } from 'react';
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  notifyEmail: boolean;
  onNotifyEmail: (v: boolean) => void;
  notifyPush: boolean;
  onNotifyPush: (v: boolean) => void;
  marketingOptOut: boolean;
  onMarketingOptOut: (v: boolean) => void;
  allowLocationAccess: boolean;
  onAllowLocationAccess: (v: boolean) => void;
};

/**
 * Order news by e-mail and by push (per channel; the list in the portal always has it), marketing opt-out and
 * location access; turning location on asks the browser, and a refusal turns it back off.
 */
export function PrivacySection({
  notifyEmail,
  onNotifyEmail,
  notifyPush,
  onNotifyPush,
  marketingOptOut,
  onMarketingOptOut,
  allowLocationAccess,
  onAllowLocationAccess,
}: Props) {
  const { t } = useTranslation('profile');
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const toggleLocation = (on: boolean) => {
    setProblem(null);
    if (!on) return onAllowLocationAccess(false);
    if (!('geolocation' in navigator)) return setProblem(t('privacy.locationUnavailable'));
    setAsking(true);
    onAllowLocationAccess(true);
    navigator.geolocation.getCurrentPosition(
      () => setAsking(false),
      (err) => {
        setAsking(false);
        // Only a refusal means no access; a timeout or no fix still leaves the permission given.
        if (err.code === err.PERMISSION_DENIED) {
          onAllowLocationAccess(false);
          setProblem(t('privacy.locationDenied'));
        }
      },
      { timeout: 10_000 },
    );
  };

  return (
    <Stack gap="md">
      <Switch
        checked={notifyEmail}
        onChange={(e) => onNotifyEmail(e.currentTarget.checked)}
        label={t('privacy.notifyEmail')}
        description={t('privacy.notifyEmailHint')}
      />
      <Switch
        checked={notifyPush}
        onChange={(e) => onNotifyPush(e.currentTarget.checked)}
        label={t('privacy.notifyPush')}
        description={t('privacy.notifyPushHint')}
      />
      <Switch
        checked={marketingOptOut}
        onChange={(e) => onMarketingOptOut(e.currentTarget.checked)}
        label={t('privacy.marketing')}
        description={t('privacy.marketingHint')}
      />
      <Switch
        checked={allowLocationAccess}
        onChange={(e) => toggleLocation(e.currentTarget.checked)}
        disabled={asking}
        label={t('privacy.location')}
        description={t('privacy.locationHint')}
        error={problem}
      />
    </Stack>
  );
}
