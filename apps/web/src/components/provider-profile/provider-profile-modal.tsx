import { internationalPhone } from '@portal/contract/rules';
import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Box, Button, Divider, Group, List, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconBriefcase, IconCar, IconChecks, IconCrown, IconFlag, IconMail, IconPhone, IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lang } from '@portal/contract/lang';
import { errorText } from '@portal/web-kit/toast';
import { formatCount } from '@portal/ui/format-jod';
import { ProviderAvatar } from '@portal/ui/provider-avatar';
import { flag, tasksDone } from '@portal/ui/provider-card-data';
import { Price, RatingLine } from '@portal/ui/provider-facts';
import { AlbumGallery } from './album-gallery.tsx';
import { providerProfileQuery, type ProviderProfile } from '../../api/providers/provider-profile.ts';
import { ProviderLocations } from './provider-locations.tsx';
import { ProviderReviews } from './provider-reviews.tsx';
import { RatingBreakdown } from './rating-breakdown.tsx';
import { useRecordVisit } from './use-record-visit.ts';

export type ProviderProfileModalProps = {
  providerId: number | null;
  onClose: () => void;
  /** Shows the hire button (direct award); the caller decides what hiring means. */
  onHire?: (id: number) => void;
  hireLabel?: ReactNode;
};

/**
 * A provider's full profile (spec §2.6): everything of the card plus contact, education, locations on a
 * map, albums, the rating breakdown and reviews. Shared by the home slider, the pickers, orders and RFPs.
 */
export function ProviderProfileModal({ providerId, onClose, onHire, hireLabel }: ProviderProfileModalProps) {
  const { t } = useTranslation('provider');
  const phone = useMediaQuery('(max-width: 48em)');
  const opened = providerId !== null;
  useRecordVisit(providerId, opened);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="56rem"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      title={<Text fw={700}>{t('profileTitle')}</Text>}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {providerId !== null && <ProfileBody id={providerId} onHire={onHire} hireLabel={hireLabel} onClose={onClose} />}
    </Modal>
  );
}

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Group gap={6}>
        {icon}
        <Title order={3} fz="md">
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  );
}

function ProfileBody({ id, onHire, hireLabel, onClose }: { id: number; onHire?: (id: number) => void; hireLabel?: ReactNode; onClose: () => void }) {
  const { t } = useTranslation('provider');
  const q = useQuery(providerProfileQuery(id));

  if (q.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
        <Group gap="md" wrap="nowrap">
          <Skeleton circle h={96} w={96} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton h={22} w="60%" />
            <Skeleton h={14} w="40%" />
            <Skeleton h={14} w="80%" />
          </Stack>
        </Group>
        <Skeleton h={120} radius="md" />
        <Skeleton h={200} radius="md" />
      </Stack>
    );
  }
  if (q.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title={t('loadError')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(q.error)}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void q.refetch()} loading={q.isFetching}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <Profile p={q.data} onHire={onHire} hireLabel={hireLabel} onClose={onClose} />;
}

function Profile({ p, onHire, hireLabel, onClose }: { p: ProviderProfile; onHire?: (id: number) => void; hireLabel?: ReactNode; onClose: () => void }) {
  const { t, i18n } = useTranslation('provider');
  const lang = i18n.language as Lang;
  const golden = flag(p.isGoldenTechnician);
  const done = tasksDone(p);
  const rating = p.ratingData?.rating ?? p.rating;
  const total = p.ratingData?.total ?? p.total;
  const phones = p.contactDetails?.phoneNo?.length ? p.contactDetails.phoneNo : p.phoneNo ? [{ countryCode: p.countryCode ?? '', phoneNo: p.phoneNo }] : [];
  const emails = p.contactDetails?.email ?? [];
  const education = (p.education ?? []).filter((e) => e.education);

  return (
    <Stack gap="lg">
      <Group gap="lg" align="flex-start" wrap="nowrap">
        <ProviderAvatar name={p.name} photo={p.profilePhoto} golden={golden} certified={flag(p.isCertified)} size={96} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {p.name}
          </Title>
          <Group gap={6}>
            {golden && (
              <Badge color="yellow" variant="light" tt="none" leftSection={<IconCrown size={12} />}>
                {t('golden')}
              </Badge>
            )}
            {flag(p.isCertified) && (
              <Badge color="blue" variant="light" tt="none">
                {t('certified')}
              </Badge>
            )}
            {p.userType && (
              <Badge variant="light" color="gray" tt="none" leftSection={<IconBriefcase size={12} />}>
                {t(p.userType === 'C' ? 'company' : 'individual')}
              </Badge>
            )}
            {flag(p.carToggle) && (
              <Badge variant="light" color="indigo" tt="none" leftSection={<IconCar size={12} />}>
                {t('hasCar')}
              </Badge>
            )}
          </Group>
          <Box style={{ alignSelf: 'flex-start' }}>
            <RatingLine rating={rating} total={total} />
          </Box>
          {done !== null && (
            <Group gap={6}>
              <IconChecks size={16} color="var(--mantine-color-teal-6)" aria-hidden />
              <Text size="sm">{t('tasksDone', { count: done, formatted: formatCount(done, lang) })}</Text>
            </Group>
          )}
        </Stack>
      </Group>

      {p.expertise && (
        <Section title={t('expertise')}>
          <Text size="sm">{p.expertise}</Text>
        </Section>
      )}
      {p.about && (
        <Section title={t('about')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {p.about}
          </Text>
        </Section>
      )}

      {(p.dailyRate != null || p.minimumRatePerVisit != null || onHire) && (
        <Box p="md" bg="blue.0" style={{ borderRadius: 12 }}>
          <SimpleGrid cols={{ base: 1, sm: onHire ? 3 : 2 }} spacing="sm" verticalSpacing="xs">
            <Price label={t('dailyRate')} amount={p.dailyRate} />
            <Price label={t('minimumVisit')} amount={p.minimumRatePerVisit} />
            {onHire && (
              <Button
                onClick={() => {
                  onHire(p.id);
                  onClose();
                }}
              >
                {hireLabel ?? t('hire')}
              </Button>
            )}
          </SimpleGrid>
        </Box>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Section title={t('contact')}>
          {phones.length || emails.length ? (
            <Stack gap={6}>
              {phones.map((ph, i) => (
                <Group key={`p${i}`} gap={6} wrap="nowrap">
                  <IconPhone size={16} color="var(--mantine-color-blue-6)" aria-hidden />
                  <Anchor href={`tel:${internationalPhone(ph.countryCode, ph.phoneNo).replace(/\s/g, '')}`} dir="ltr" size="sm">
                    {internationalPhone(ph.countryCode, ph.phoneNo)}
                  </Anchor>
                </Group>
              ))}
              {emails.map((e, i) => (
                <Group key={`e${i}`} gap={6} wrap="nowrap">
                  <IconMail size={16} color="var(--mantine-color-blue-6)" aria-hidden />
                  <Anchor href={`mailto:${e.email}`} dir="ltr" size="sm" style={{ wordBreak: 'break-all' }}>
                    {e.email}
                  </Anchor>
                </Group>
              ))}
            </Stack>
          ) : (
            <Text c="dimmed" size="sm">
              {t('noContact')}
            </Text>
          )}
        </Section>
        <Section title={t('education')}>
          {education.length ? (
            <List spacing={4} size="sm" icon={<IconSchool size={16} color="var(--mantine-color-blue-6)" />} center>
              {education.map((e, i) => (
                <List.Item key={i}>{e.education}</List.Item>
              ))}
            </List>
          ) : (
            <Text c="dimmed" size="sm">
              {t('noEducation')}
            </Text>
          )}
        </Section>
      </SimpleGrid>

      <Section title={t('locations')}>
        <ProviderLocations locations={p.locations ?? []} />
      </Section>

      <Section title={t('albums')}>
        <AlbumGallery albums={p.albums ?? []} />
      </Section>

      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Section title={t('ratings')}>
          <RatingBreakdown countByRating={p.countByRating} />
        </Section>
        <Section title={t('customerReviews')}>
          <ProviderReviews providerId={p.id} />
        </Section>
      </SimpleGrid>

      <Divider />
      <Group justify="center">
        <Button
          component={Link}
          to={`/report-abuse?providerId=${p.id}`}
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconFlag size={14} />}
          onClick={onClose}
        >
          {t('report')}
        </Button>
      </Group>
    </Stack>
  );
}
