import { Anchor, Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../../../lib/support-contact.ts';

/** Spec §2.9: the RFP is sent; closing the dialog goes to /rfps. */
export function RfpSentModal({ opened, onDone }: { opened: boolean; onDone: () => void }) {
  const { t } = useTranslation('rfps');
  return (
    <Modal.Root opened={opened} onClose={onDone} centered radius="lg" size="sm" zIndex={300}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body>
          <Stack align="center" ta="center" gap="md" py="sm">
            <ThemeIcon size={64} radius="xl" variant="light" color="teal" aria-hidden>
              <IconCircleCheck size={40} />
            </ThemeIcon>
            <Modal.Title fw={700} fz="lg">
              {t('create.sent.title')}
            </Modal.Title>
            <Text size="sm" c="dimmed">
              {t('create.sent.body')}
            </Text>
            <Button fullWidth onClick={onDone} data-autofocus>
              {t('create.sent.toList')}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** Spec §2.9 and §6: a provider's account cannot ask for proposals; support is reached by e-mail instead. */
export function ProviderAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('rfps');
  const contact = useSupportContact();
  const email = contact.data?.email;
  return (
    <Modal.Root opened={opened} onClose={onClose} centered radius="lg" size="sm" zIndex={300}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body>
          <Stack align="center" ta="center" gap="md" py="sm">
            <ThemeIcon size={64} radius="xl" variant="light" color="orange" aria-hidden>
              <IconMail size={36} />
            </ThemeIcon>
            <Modal.Title fw={700} fz="lg">
              {t('create.provider.title')}
            </Modal.Title>
            <Text size="sm" c="dimmed">
              {t('create.provider.body')}
            </Text>
            {email && (
              <Anchor href={`mailto:${email}`} dir="ltr" fw={700}>
                {email}
              </Anchor>
            )}
            <Button fullWidth variant="default" onClick={onClose}>
              {t('close')}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
