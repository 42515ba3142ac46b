import { downloadFile } from '@portal/web-kit/file-url';
import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPaperclip, IconPhoto, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIMITS, SIGNUP_ATTACHMENT_MIMES } from '@portal/contract/limits';
import {
  addAttachments,
  fileProgress,
  formatBytes,
  mimeOf,
  type AttachmentRules,
} from '@portal/ui/check-attachments';
import { randomId } from '@portal/web-kit/random-id';
import { toastError } from '@portal/web-kit/toast';
import { validationMessage } from '@portal/ui/validation-message';
import { useUploadProfileAttachments } from '../api/upload-profile-attachments.ts';
import { ATTACHMENTS_MAX, type AttachmentValue } from '../profile-form.ts';

/** Spec §5: at most 5 files in all, png/jpeg/pdf, image and PDF at most 5 MB each. */
const RULES: AttachmentRules = {
  max: ATTACHMENTS_MAX,
  types: SIGNUP_ATTACHMENT_MIMES,
  maxBytes: (mime) => (mime === 'application/pdf' ? LIMITS.pdfBytes : LIMITS.imageBytes),
};

type Pending = { key: string; file: File; fraction: number };

/**
 * The profile's files. New ones upload at once (each with its progress) and join the profile with the
 * next save (createdAttachments); removed ones leave it with that save (removedAttachments).
 */
export function AttachmentsSection({ value, onChange }: { value: AttachmentValue[]; onChange: (v: AttachmentValue[]) => void }) {
  const { t, i18n } = useTranslation('profile');
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadProfileAttachments();
  const count = value.length + pending.length;

  const pick = async (picked: File[]) => {
    if (!picked.length) return;
    // The check counts what is on the profile and what is on its way; their sizes no longer matter.
    const current = [...value.map((a) => ({ name: a.fileName, type: a.mime, size: 0 })), ...pending.map((p) => p.file)];
    const { files, problem: found } = addAttachments<{ name: string; type: string; size: number }>(current, picked, RULES);
    setProblem(found ? (validationMessage(found.key, found.params) ?? null) : null);
    const accepted = files.slice(current.length) as File[];
    if (!accepted.length) return;
    const batch = accepted.map((file) => ({ key: randomId(), file, fraction: 0 }));
    setPending((p) => [...p, ...batch]);
    const keys = new Set(batch.map((b) => b.key));
    try {
      const { data } = await upload.mutateAsync({
        files: accepted,
        onProgress: (overall) => {
          const each = fileProgress(
            accepted.map((f) => f.size),
            overall,
          );
          setPending((p) => p.map((x) => (keys.has(x.key) ? { ...x, fraction: each[batch.findIndex((b) => b.key === x.key)] ?? 0 } : x)));
        },
      });
      onChange([
        ...value,
        ...data.map((u, i) => ({
          key: `f${u.id}`,
          fileId: u.id,
          fileName: u.fileName,
          url: u.url,
          mime: mimeOf(accepted[i] ?? { name: u.fileName, type: '', size: 0 }),
        })),
      ]);
    } catch (err) {
      toastError(err);
    } finally {
      setPending((p) => p.filter((x) => !keys.has(x.key)));
    }
  };

  const icon = (mime: string) =>
    mime === 'application/pdf' ? (
      <IconFileTypePdf size={20} color="var(--mantine-color-red-7)" />
    ) : (
      <IconPhoto size={20} color="var(--mantine-color-blue-7)" />
    );

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton onChange={(f) => void pick(f)} accept={RULES.types.join(',')} multiple disabled={count >= RULES.max}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />} disabled={count >= RULES.max}>
              {t('attachments.add')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('attachments.count', { current: count, max: RULES.max })}
        </Text>
      </Group>
      <Text size="xs" c={problem ? 'red' : 'dimmed'} role={problem ? 'alert' : undefined}>
        {problem ?? t('attachments.hint')}
      </Text>
      {count === 0 && (
        <Text size="sm" c="dimmed">
          {t('attachments.none')}
        </Text>
      )}
      {value.map((a) => (
        <Paper key={a.key} withBorder p={8} radius="md">
          <Group gap="xs" wrap="nowrap">
            {icon(a.mime)}
            <Anchor
              href={a.url}
              // Served with the session's token only: fetched and saved rather than opened by address.
              onClick={(e) => {
                e.preventDefault();
                void downloadFile(a.url, a.fileName).catch(toastError);
              }}
              size="sm"
              style={{ flex: 1, minWidth: 0 }}
              truncate="end"
              dir="auto"
              aria-label={t('attachments.open', { name: a.fileName })}
            >
              {a.fileName}
            </Anchor>
            {a.id === undefined && (
              <Badge size="xs" variant="light">
                {t('attachments.new')}
              </Badge>
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onChange(value.filter((x) => x.key !== a.key))}
              aria-label={t('attachments.remove', { name: a.fileName })}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {pending.map((p) => (
        <Paper key={p.key} withBorder p={8} radius="md">
          <Group gap="xs" wrap="nowrap">
            {icon(mimeOf(p.file))}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Group gap={6} wrap="nowrap" justify="space-between">
                <Text size="sm" truncate="end" dir="auto">
                  {p.file.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatBytes(p.file.size, i18n.language)}
                </Text>
              </Group>
              <Progress
                value={Math.round(p.fraction * 100)}
                size="sm"
                animated={p.fraction < 1}
                aria-label={t('attachments.uploading', { name: p.file.name })}
              />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
