import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The new order of `ids` with the item at `index` moved one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

type Props = { name: string; index: number; count: number; busy: boolean; onMove: (by: -1 | 1) => void };

/** Move an item of a list up or down; each button says which item it moves (several share a screen). */
export function OrderButtons({ name, index, count, busy, onMove }: Props) {
  const { t } = useTranslation('content');
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" disabled={busy || index === 0} onClick={() => onMove(-1)} aria-label={t('moveUp', { name })}>
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" disabled={busy || index === count - 1} onClick={() => onMove(1)} aria-label={t('moveDown', { name })}>
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
