import { Anchor, Box, Container, Group, Skeleton, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../../api/reference/support-contact.ts';

/** The year, the two static pages and, on public pages, how to reach support. */
export function SiteFooter({ withContact }: { withContact: boolean }) {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  return (
    <Box component="footer" mt="auto" py="lg" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl">
        <Group justify="space-between" gap="md" align="center">
          <Text size="sm" c="dimmed">
            {t('footer.rights', { year })}
          </Text>
          <Group gap="lg" wrap="wrap">
            <Anchor component={Link} to="/termscondition" size="sm">
              {t('footer.terms')}
            </Anchor>
            <Anchor component={Link} to="/privacypolicy" size="sm">
              {t('footer.privacy')}
            </Anchor>
          </Group>
          {withContact && <SupportLinks />}
        </Group>
      </Container>
    </Box>
  );
}

function SupportLinks() {
  const { t } = useTranslation('common');
  const contact = useSupportContact();
  if (contact.isPending) return <Skeleton h={18} w={260} radius="sm" />;
  // The footer works without it; the contact details are a convenience here.
  if (contact.isError) return null;
  return (
    <Group gap="lg" wrap="wrap" aria-label={t('footer.contactUs')}>
      <Anchor href={`mailto:${contact.data.email}`} size="sm" c="dimmed" display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
        <IconMail size={16} aria-label={t('contact.email')} />
        <span dir="ltr">{contact.data.email}</span>
      </Anchor>
      <Anchor href={`tel:${contact.data.phone.replace(/\s+/g, '')}`} size="sm" c="dimmed" display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
        <IconPhone size={16} aria-label={t('contact.phone')} />
        <span dir="ltr">{contact.data.phone}</span>
      </Anchor>
    </Group>
  );
}
