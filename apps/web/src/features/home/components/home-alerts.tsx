import { useEffect, useState } from 'react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconBell, IconGift, IconUserExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { targetHref } from '@portal/contract/notification-routes';
import { useLatestUnread } from '../../../api/notifications/notification-feed-query.ts';
import { useProfileCompleted } from '../../../api/profile/profile.ts';
import { useSession } from '../../../lib/session.ts';
import { bundlePromptDue, markBundlePromptShown } from './bundle-prompt-once.ts';

function ProfileAlert() {
  const { t } = useTranslation('home');
  const session = useSession();
  const status = useProfileCompleted();
  // The profile call is the truth; until it answers (or if it cannot), the flag saved at login stands.
  const complete = status.data ?? session?.user.isProfileCompleted ?? true;
  if (status.isPending || complete) return null;
  return (
    <Alert color="orange" radius="md" icon={<IconUserExclamation />} title={t('alerts.profileTitle')}>
      <Text size="sm">
        {t('alerts.profileBody')}{' '}
        <Anchor component={Link} to="/profile" fw={600} size="sm">
          {t('alerts.profileLink')}
        </Anchor>
      </Text>
    </Alert>
  );
}

/** Subscriptions are coming soon: said once (this visit, until closed), not on every visit. */
function BundlePrompt() {
  const { t } = useTranslation('home');
  const [visible, setVisible] = useState(bundlePromptDue);
  useEffect(() => {
    if (visible) markBundlePromptShown();
  }, [visible]);
  if (!visible) return null;
  return (
    <Alert
      color="grape"
      radius="md"
      icon={<IconGift />}
      title={t('alerts.bundleTitle')}
      withCloseButton
      closeButtonLabel={t('alerts.dismiss')}
      onClose={() => setVisible(false)}
    >
      <Text size="sm">
        {t('alerts.bundleBody')}{' '}
        <Anchor component={Link} to="/bundles" fw={600} size="sm">
          {t('alerts.bundleLink')}
        </Anchor>
      </Text>
    </Alert>
  );
}

function NotificationAlert() {
  const { t } = useTranslation('home');
  const { data } = useLatestUnread();
  const n = data?.latest;
  if (!n) return null;
  return (
    <Alert color="blue" radius="md" icon={<IconBell />} title={n.title || t('alerts.notificationTitle', { count: data.unread })}>
      <Text size="sm" lineClamp={2}>
        {n.body}
      </Text>
      {n.target && (
        <Anchor component={Link} to={targetHref(n.target)} fw={600} size="sm">
          {t('alerts.tapToSee')}
        </Anchor>
      )}
    </Alert>
  );
}

/** The alerts on top of home (spec §2.5): incomplete profile, no bundle, and the newest unread notification. */
export function HomeAlerts() {
  return (
    <Stack gap="sm">
      <ProfileAlert />
      <NotificationAlert />
      <BundlePrompt />
    </Stack>
  );
}
