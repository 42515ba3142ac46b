import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/profile.ts';
import { AlbumsSection } from './albums-section.tsx';
import { PhotoSection } from './photo-section.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ReviewsSection } from './reviews-section.tsx';

/** My profile (issue 18 point 6): what customers see on my card and profile page. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      {profile.isPending && <Loader aria-label={t('loading')} />}
      {profile.isError && <Alert color="red">{t('loadFailed')}</Alert>}
      {profile.data && (
        <>
          <PhotoSection photo={profile.data.profilePhoto} name={profile.data.name} />
          {/* Keyed by id: a fresh form when another provider signs in on this device. */}
          <ProfileForm key={profile.data.id} profile={profile.data} />
          <AlbumsSection albums={profile.data.albums} />
          <ReviewsSection rating={profile.data.rating} count={profile.data.ratingCount} />
        </>
      )}
    </Stack>
  );
}
