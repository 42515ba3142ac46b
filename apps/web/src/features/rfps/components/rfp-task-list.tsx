import { useMemo } from 'react';
import { Accordion, Box, Paper, Stack, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RfpTaskDetail } from '@portal/contract/rfps';
import { FileGroup } from '../../../components/order-files/order-files.tsx';
import { sanitizeBrief } from '../../../lib/sanitize-brief.ts';
import { AnswerList } from './answer-list.tsx';

function TaskBody({ task }: { task: RfpTaskDetail }) {
  const { t } = useTranslation('rfps');
  const html = useMemo(() => (task.formattedDescription ? sanitizeBrief(task.formattedDescription) : ''), [task.formattedDescription]);
  const byKind = task.attachmentsByKind;
  return (
    <Stack gap="md">
      {html.trim() ? (
        <TypographyStylesProvider p={0}>
          <Box dir="auto" dangerouslySetInnerHTML={{ __html: html }} style={{ overflowWrap: 'anywhere' }} />
        </TypographyStylesProvider>
      ) : (
        <Text dir="auto" ta="start" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {task.description}
        </Text>
      )}
      {byKind.video.length > 0 && <FileGroup title={t('details.files.video')} files={byKind.video} />}
      {byKind.document.length > 0 && <FileGroup title={t('details.files.document')} files={byKind.document} />}
      {byKind.image.length > 0 && <FileGroup title={t('details.files.image')} files={byKind.image} />}
      <AnswerList title={t('details.generalAnswers')} answers={task.questions.general} />
      <AnswerList title={t('details.categoryAnswers')} answers={task.questions.category} />
    </Stack>
  );
}

/** The RFP's professions (spec §2.9), each collapsible: description, the customer's files by kind, the answers. */
export function RfpTaskList({ tasks }: { tasks: readonly RfpTaskDetail[] }) {
  const { t } = useTranslation('rfps');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('details.tasks', { count: tasks.length })}
        </Title>
        <Accordion multiple defaultValue={tasks[0] ? [String(tasks[0].id)] : []} variant="separated" radius="md">
          {tasks.map((task) => (
            <Accordion.Item key={task.id} value={String(task.id)} data-testid="rfp-task">
              <Accordion.Control icon={<IconBriefcase size={18} />}>
                <Text fw={600}>
                  <bdi>{task.subCategory || task.subCategoryId.name}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  <bdi>{task.categoryName || task.categoryId.name}</bdi>
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <TaskBody task={task} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Paper>
  );
}
