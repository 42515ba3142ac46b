import { Anchor, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MirrorInRtl } from '@portal/ui/mirror-in-rtl';

/** The page heading with the way back (to the picker, or the RFP list). */
export function OrderPageHeader({ title, intro, backTo, backLabel }: { title: string; intro?: string; backTo: string; backLabel?: string }) {
  const { t } = useTranslation('order-create');
  return (
    <Stack gap={6}>
      <Anchor
        component={Link}
        to={backTo}
        size="sm"
        c="dimmed"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
      >
        <MirrorInRtl>
          <IconArrowLeft size={16} aria-hidden />
        </MirrorInRtl>
        {backLabel ?? t('back')}
      </Anchor>
      <Text component="h1" fz={{ base: 22, sm: 28 }} fw={700} m={0} style={{ overflowWrap: 'anywhere' }}>
        {/* A customer's own title (an RFP's) may be in another script: isolated, it keeps the page's alignment. */}
        <bdi>{title}</bdi>
      </Text>
      {intro && <Text c="dimmed">{intro}</Text>}
    </Stack>
  );
}
