import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, FileButton, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPaperclip, IconPhoto, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { validationMessage } from '../validation-message.ts';
import { addAttachments, formatBytes, mimeOf, type AttachmentRules } from './check-attachments.ts';

export type AttachmentsInputProps = {
  value: File[];
  onChange: (files: File[]) => void;
  rules: AttachmentRules;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** Per-file fractions (0..1) while the form uploads; null when not uploading. */
  progress?: number[] | null;
};

/** Shared file picker: checks count, type and size as files are picked and shows each file's upload progress. */
export function AttachmentsInput({ value, onChange, rules, label, description, error, disabled, progress }: AttachmentsInputProps) {
  const { t, i18n } = useTranslation('attachments');
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = Boolean(progress);

  const pick = (picked: File[]) => {
    if (!picked.length) return;
    const { files, problem: found } = addAttachments(value, picked, rules);
    setProblem(found ? (validationMessage(found.key, found.params) ?? null) : null);
    onChange(files);
  };

  const remove = (index: number) => {
    setProblem(null);
    onChange(value.filter((_, i) => i !== index));
  };

  return (
    <Input.Wrapper label={label} description={description} error={problem ?? error}>
      <Stack gap={6} mt={6}>
        <Group gap="sm">
          <FileButton onChange={pick} accept={rules.types.join(',')} multiple disabled={disabled || uploading || value.length >= rules.max}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPaperclip size={16} />}
                disabled={disabled || uploading || value.length >= rules.max}
              >
                {t('choose')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('count', { current: value.length, max: rules.max })}
          </Text>
        </Group>
        {value.map((file, i) => {
          const isPdf = mimeOf(file) === 'application/pdf';
          const fraction = progress?.[i];
          return (
            <Paper key={`${file.name}-${file.size}-${file.lastModified}`} withBorder p={8} radius="md">
              <Group gap="xs" wrap="nowrap">
                {isPdf ? (
                  <IconFileTypePdf size={20} color="var(--mantine-color-red-7)" />
                ) : (
                  <IconPhoto size={20} color="var(--mantine-color-blue-7)" />
                )}
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap" justify="space-between">
                    <Text size="sm" truncate="end" dir="auto">
                      {file.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {formatBytes(file.size, i18n.language)}
                    </Text>
                  </Group>
                  {fraction !== undefined && (
                    <Progress
                      value={Math.round(fraction * 100)}
                      size="sm"
                      animated={fraction < 1}
                      aria-label={t('progress', { name: file.name })}
                    />
                  )}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => remove(i)}
                  disabled={uploading}
                  aria-label={t('remove', { name: file.name })}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
