import { Group, Image, Loader, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MirrorInRtl } from '@portal/ui/mirror-in-rtl';
import { categoryLabel, type SubCategory } from '../../../api/reference/categories.ts';

type Props = { items: SubCategory[]; checking: number | null; onPick: (s: SubCategory) => void; columns: number };

/** The sub-categories of the open category; the one being checked shows a spinner and the rest wait. */
export function SubCategoryList({ items, checking, onPick, columns }: Props) {
  const { t } = useTranslation('catalogue');
  if (!items.length) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {t('noSubCategories')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={columns} spacing="xs">
      {items.map((s) => {
        const busy = checking === s.id;
        return (
          <UnstyledButton
            key={s.id}
            onClick={() => onPick(s)}
            disabled={checking !== null}
            aria-busy={busy || undefined}
            px="sm"
            py={10}
            style={{
              borderRadius: 12,
              border: '1px solid var(--mantine-color-gray-3)',
              background: 'var(--mantine-color-body)',
              opacity: checking !== null && !busy ? 0.6 : 1,
              cursor: checking !== null ? 'wait' : 'pointer',
            }}
          >
            <Group gap="sm" wrap="nowrap">
              {s.icon ? (
                <Image src={s.icon} alt="" w={32} h={32} fit="contain" />
              ) : (
                <ThemeIcon size={32} radius="md" variant="light" aria-hidden>
                  <IconTool size={18} />
                </ThemeIcon>
              )}
              <Text size="sm" fw={500} style={{ flex: 1 }}>
                {categoryLabel(s)}
              </Text>
              {busy ? (
                <Loader size={16} aria-label={t('checking')} />
              ) : (
                <MirrorInRtl>
                  <IconChevronRight size={16} color="var(--mantine-color-gray-6)" />
                </MirrorInRtl>
              )}
            </Group>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
