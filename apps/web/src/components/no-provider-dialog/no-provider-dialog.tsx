import { Anchor, Button, Group, Modal, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhoneCall, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../../api/reference/support-contact.ts';

/**
 * Spec §2.5, §2.6, §8: no provider serves the chosen sub-category here; the customer is asked to call
 * support, whose number comes from the server configuration.
 */
export function NoProviderDialog({ opened, onClose, subCategoryName }: { opened: boolean; onClose: () => void; subCategoryName?: string }) {
  const { t } = useTranslation('provider');
  const contact = useSupportContact();
  const phone = contact.data?.phone;

  return (
    // Composed so that Modal.Title names the dialog for screen readers while the layout stays centred.
    <Modal.Root opened={opened} onClose={onClose} centered radius="lg" size="sm">
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body>
          <Stack align="center" ta="center" gap="md" py="sm">
            <ThemeIcon size={64} radius="xl" variant="light" color="orange" aria-hidden>
              <IconUserSearch size={34} />
            </ThemeIcon>
            <Modal.Title fw={700} fz="lg">
              {t('noProvider.title')}
            </Modal.Title>
            <Text size="sm" c="dimmed">
              {subCategoryName ? t('noProvider.bodyFor', { name: subCategoryName }) : t('noProvider.body')}
            </Text>
            {contact.isPending ? (
              <Skeleton h={22} w={160} />
            ) : phone ? (
              <Anchor href={`tel:${phone.replace(/\s+/g, '')}`} dir="ltr" fw={700} fz="lg">
                {phone}
              </Anchor>
            ) : null}
            <Group grow w="100%">
              <Button variant="default" onClick={onClose}>
                {t('close')}
              </Button>
              {phone && (
                <Button component="a" href={`tel:${phone.replace(/\s+/g, '')}`} leftSection={<IconPhoneCall size={18} />}>
                  {t('noProvider.call')}
                </Button>
              )}
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
