import { Avatar, Box, Tooltip } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const GOLD = 'var(--mantine-color-yellow-5)';

/** The photo in a gold ring for a golden technician, with the certified rosette at its inline-end foot. */
export function ProviderAvatar({
  name,
  photo,
  golden,
  certified,
  size = 80,
}: {
  name: string;
  photo: string | null;
  golden: boolean;
  certified: boolean;
  size?: number;
}) {
  const { t } = useTranslation('provider');
  const badge = Math.round(size * 0.32);
  return (
    <Box pos="relative" style={{ flexShrink: 0 }} w={size} h={size}>
      <Avatar
        src={photo}
        alt={name}
        size={size}
        radius={999}
        data-golden={golden || undefined}
        style={{
          border: `${golden ? 4 : 2}px solid ${golden ? GOLD : 'var(--mantine-color-gray-3)'}`,
          boxShadow: golden ? '0 0 0 3px var(--mantine-color-yellow-1)' : undefined,
        }}
      >
        {name.slice(0, 1)}
      </Avatar>
      {certified && (
        <Tooltip label={t('certified')} withArrow>
          <IconRosetteDiscountCheckFilled
            size={badge}
            color="var(--mantine-color-blue-6)"
            aria-label={t('certified')}
            role="img"
            style={{ position: 'absolute', bottom: -2, insetInlineEnd: -2, background: 'white', borderRadius: '50%' }}
          />
        </Tooltip>
      )}
    </Box>
  );
}
