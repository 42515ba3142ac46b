import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import type { AnswerView } from '@portal/contract/rfps';
import { answerText, prefixText, questionText } from '@portal/contract/question-text';

/** Answers to the RFP's questions (the customer's, or a provider's), each in the page's language. */
export function AnswerList({ title, answers }: { title: string; answers: readonly AnswerView[] }) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  if (!answers.length) return null;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Stack gap={8} component="dl" m={0}>
        {answers.map((a) => (
          <div key={a.questionId} data-testid={`answer-${a.questionId}`}>
            <Text component="dt" size="sm" c="dimmed">
              {questionText(a, lang)}
            </Text>
            <Text component="dd" m={0} fw={500} dir="auto" ta="start" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {answerText(a, lang) || '—'}
              {a.answerType === 'T' && a.value && prefixText(a, lang) ? ` ${prefixText(a, lang)}` : ''}
            </Text>
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
