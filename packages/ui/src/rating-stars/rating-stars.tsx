import { Box, Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { starFills } from './star-fills.ts';

const FILLED = 'var(--mantine-color-yellow-5)';
const EMPTY = 'var(--mantine-color-gray-4)';

/**
 * Read-only stars in half steps. A half star is a filled star clipped to its inline-start half, so in
 * Arabic it fills from the right, where reading starts (Mantine's Rating clips from the left only).
 */
export function RatingStars({ value, size = 16, label }: { value: number; size?: number; label: string }) {
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={label} style={{ flexShrink: 0 }}>
      {starFills(value).map((fill, i) => (
        <Box key={i} pos="relative" w={size} h={size} style={{ flexShrink: 0 }} aria-hidden>
          {fill === 'full' ? (
            <IconStarFilled size={size} color={FILLED} style={{ display: 'block' }} />
          ) : (
            <IconStar size={size} color={EMPTY} style={{ display: 'block' }} />
          )}
          {fill === 'half' && (
            <Box
              pos="absolute"
              top={0}
              w="50%"
              h="100%"
              data-half-star
              style={{ insetInlineStart: 0, overflow: 'hidden', display: 'flex', justifyContent: 'flex-start' }}
            >
              <IconStarFilled size={size} color={FILLED} style={{ display: 'block', flexShrink: 0 }} />
            </Box>
          )}
        </Box>
      ))}
    </Group>
  );
}
