import { Anchor, Button, Group, Modal, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../../api/reference/support-contact.ts';

/** Spec §2.2: the support phone and e-mail. */
export function ContactModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onClose} title={t('contact.title')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md">
        <Text c="dimmed">{t('contact.intro')}</Text>
        {opened && <ContactDetails />}
      </Stack>
    </Modal>
  );
}

function ContactDetails() {
  const { t } = useTranslation('common');
  const contact = useSupportContact();
  if (contact.isPending)
    return (
      <Stack gap="sm">
        <Skeleton h={40} />
        <Skeleton h={40} />
      </Stack>
    );
  if (contact.isError)
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="red.7">{t('contact.unavailable')}</Text>
        <Button variant="light" size="xs" onClick={() => void contact.refetch()} loading={contact.isFetching}>
          {t('retry')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <ContactRow icon={<IconPhone size={20} />} label={t('contact.phone')} value={contact.data.phone} href={`tel:${contact.data.phone.replace(/\s+/g, '')}`} />
      <ContactRow icon={<IconMail size={20} />} label={t('contact.email')} value={contact.data.email} href={`mailto:${contact.data.email}`} />
    </Stack>
  );
}

function ContactRow({ icon, label, value, href }: { icon: React.ReactNode; label: string; value: string; href: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Anchor href={href} fw={600} dir="ltr">
          {value}
        </Anchor>
      </div>
    </Group>
  );
}
