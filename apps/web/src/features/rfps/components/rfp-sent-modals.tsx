import type { ReactNode } from 'react';
import { Anchor, Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../../../api/reference/support-contact.ts';

/** A centred notice: an icon, a title that names the dialog, a sentence and what the user can do next. */
function Notice({
  opened,
  onClose,
  icon,
  color,
  title,
  body,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  icon: ReactNode;
  color: string;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered radius="lg" size="sm" zIndex={300}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body>
          <Stack align="center" ta="center" gap="md" py="sm">
            <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
              {icon}
            </ThemeIcon>
            <Modal.Title fw={700} fz="lg">
              {title}
            </Modal.Title>
            <Text size="sm" c="dimmed">
              {body}
            </Text>
            {children}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** Spec §2.9: the RFP is sent; closing the dialog goes to /rfps. */
export function RfpSentModal({ opened, onDone }: { opened: boolean; onDone: () => void }) {
  const { t } = useTranslation('rfps');
  return (
    <Notice
      opened={opened}
      onClose={onDone}
      icon={<IconCircleCheck size={40} />}
      color="teal"
      title={t('create.sent.title')}
      body={t('create.sent.body')}
    >
      <Button fullWidth onClick={onDone} data-autofocus>
        {t('create.sent.toList')}
      </Button>
    </Notice>
  );
}

/** Spec §2.9 and §6: a provider's account cannot ask for proposals; support is reached by e-mail instead. */
export function ProviderAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('rfps');
  const email = useSupportContact().data?.email;
  return (
    <Notice
      opened={opened}
      onClose={onClose}
      icon={<IconMail size={36} />}
      color="orange"
      title={t('create.provider.title')}
      body={t('create.provider.body')}
    >
      {email && (
        <Anchor href={`mailto:${email}`} dir="ltr" fw={700}>
          {email}
        </Anchor>
      )}
      <Button fullWidth variant="default" onClick={onClose}>
        {t('close')}
      </Button>
    </Notice>
  );
}
