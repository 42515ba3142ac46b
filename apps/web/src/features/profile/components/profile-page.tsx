import { Alert, Button, Container, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../api/profile/profile.ts';
import { ChangePasswordSection } from './change-password-section.tsx';
import { ProfileEditor } from './profile-editor.tsx';

/** /profile (spec §2.11): view and edit the profile. */
export default function ProfilePage() {
  const { t } = useTranslation(['profile', 'common']);
  useDocumentTitle(`${t('title')} · ${t('common:brand')}`);
  const profile = useProfile();

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      {profile.isPending ? (
        <Stack gap="md">
          <Skeleton h={120} radius="lg" />
          <Skeleton h={320} radius="lg" />
          <Skeleton h={240} radius="lg" />
        </Stack>
      ) : profile.isError ? (
        <Alert color="red" title={t('loadFailed')}>
          <Button mt="sm" variant="light" color="red" onClick={() => void profile.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="lg">
          <ProfileEditor profile={profile.data} />
          <ChangePasswordSection email={profile.data.email} />
        </Stack>
      )}
    </Container>
  );
}
