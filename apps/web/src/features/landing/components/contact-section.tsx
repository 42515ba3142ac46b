import { Anchor, Card, Container, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../../../api/reference/support-contact.ts';
import { SectionHeading } from './section-heading.tsx';

/** Contact us: the customer service team's phone and e-mail from the server. */
export function ContactSection() {
  const { t } = useTranslation('landing');
  const { data, isPending } = useSupportContact();

  const items = [
    { key: 'phone', icon: IconPhone, value: data?.phone, href: data ? `tel:${data.phone.replace(/[^\d+]/g, '')}` : undefined },
    { key: 'email', icon: IconMail, value: data?.email, href: data ? `mailto:${data.email}` : undefined },
  ] as const;

  return (
    <Container component="section" size="md" py={{ base: 40, md: 72 }} aria-labelledby="contact-title" id="contact">
      <SectionHeading id="contact-title" title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {items.map(({ key, icon: Icon, value, href }) => (
          <Card key={key} withBorder radius="lg" padding="lg">
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size={48} radius="xl" variant="light">
                <Icon size={24} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" c="dimmed">
                  {t(`contact.${key}`)}
                </Text>
                {isPending || !value ? (
                  <Skeleton height={20} width={180} mt={4} />
                ) : (
                  <Anchor href={href} fw={700} size="lg" dir="ltr" style={{ unicodeBidi: 'isolate', wordBreak: 'break-all' }}>
                    {value}
                  </Anchor>
                )}
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
