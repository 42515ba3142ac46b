import { internationalPhone } from '@portal/contract/rules';
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '@portal/ui/validation-message';
import type { BranchValue } from '../profile-form.ts';
import { BranchModal } from './branch-modal.tsx';

type Props = {
  value: BranchValue[];
  onChange: (v: BranchValue[]) => void;
  /** The first problem of each branch (by index), shown on its card. */
  errors: Map<number, string>;
};

/** Extra branches of the profile: listed as cards, added and edited in a dialog, deleted with the next save. */
export function BranchesSection({ value, onChange, errors }: Props) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState<{ index: number | null; branch: BranchValue | null } | null>(null);

  const save = (b: BranchValue) => {
    if (editing?.index === null || editing?.index === undefined) onChange([...value, b]);
    else onChange(value.map((x, i) => (i === editing.index ? b : x)));
    setEditing(null);
  };

  return (
    <Stack gap="xs">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('branches.none')}
        </Text>
      )}
      {value.map((b, i) => {
        const title = b.branchName.trim() || t('branches.untitled', { number: i + 1 });
        const problem = errors.get(i);
        return (
          <Paper
            key={b.id ?? `new-${i}`}
            withBorder
            radius="md"
            p="sm"
            style={problem ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <IconBuildingStore size={22} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-blue-7)" />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6}>
                  <Text fw={600} truncate="end">
                    {title}
                  </Text>
                  {b.id === undefined && (
                    <Badge size="xs" variant="light" color="gray">
                      {t('branches.new')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" truncate="end">
                  {[b.area, b.city, b.country].filter(Boolean).join(', ')}
                </Text>
                <Text size="sm" c="dimmed" truncate="end">
                  {b.name}
                  {b.name && (b.phoneNo || b.email) ? ' · ' : ''}
                  <span dir="ltr">{[internationalPhone(b.countryCode, b.phoneNo), b.email].filter(Boolean).join(' · ')}</span>
                </Text>
                {problem && (
                  <Text size="sm" c="red" role="alert">
                    {validationMessage(problem)}
                  </Text>
                )}
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  onClick={() => setEditing({ index: i, branch: b })}
                  aria-label={t('branches.editLabel', { name: title })}
                >
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                  aria-label={t('branches.deleteLabel', { name: title })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing({ index: null, branch: null })}>
          {t('branches.add')}
        </Button>
      </Group>
      <BranchModal branch={editing === null ? undefined : editing.branch} onClose={() => setEditing(null)} onSave={save} />
    </Stack>
  );
}
