import { Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import { RFP_ANSWER_TEXT_MAX, type Question } from '@portal/contract/rfps';
import { optionText, prefixText, questionText } from '@portal/contract/question-text';

/** One answer as a form holds it: text for T, chosen option ids for SC and MC. */
export type AnswerValue = { value: string; optionIds: number[] };

type Props = {
  question: Question;
  value: AnswerValue | undefined;
  onChange: (v: AnswerValue) => void;
  error?: string;
  disabled?: boolean;
};

const EMPTY: AnswerValue = { value: '', optionIds: [] };

/**
 * One RFP question (spec §3 Question): text (T), single choice (SC) or multiple choice (MC), in the page's language.
 * The customer answers it on a profession card (apps/web), the provider in its reply (apps/pro).
 */
export function QuestionField({ question: q, value = EMPTY, onChange, error, disabled }: Props) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const label = questionText(q, lang);
  const prefix = prefixText(q, lang);
  const testId = `question-${q.id}`;

  if (q.answerType === 'T')
    return (
      <TextInput
        data-testid={testId}
        label={label}
        withAsterisk={q.isRequired}
        value={value.value}
        onChange={(e) => onChange({ ...value, value: e.currentTarget.value })}
        maxLength={RFP_ANSWER_TEXT_MAX}
        error={error}
        disabled={disabled}
        dir="auto"
        rightSection={
          prefix ? (
            <Text size="sm" c="dimmed" data-testid={`${testId}-prefix`}>
              {prefix}
            </Text>
          ) : undefined
        }
        rightSectionWidth={prefix ? Math.max(40, prefix.length * 9 + 16) : undefined}
      />
    );

  const options = q.options.map((o) => ({ id: o.id, label: optionText(o, lang) }));
  if (q.answerType === 'SC')
    return (
      <Radio.Group
        data-testid={testId}
        label={label}
        withAsterisk={q.isRequired}
        value={value.optionIds[0] ? String(value.optionIds[0]) : null}
        onChange={(v) => onChange({ ...value, optionIds: v ? [Number(v)] : [] })}
        error={error}
      >
        <Group gap="md" mt={6}>
          {options.map((o) => (
            <Radio key={o.id} value={String(o.id)} label={o.label} disabled={disabled} />
          ))}
        </Group>
      </Radio.Group>
    );

  return (
    <Checkbox.Group
      data-testid={testId}
      label={label}
      withAsterisk={q.isRequired}
      value={value.optionIds.map(String)}
      onChange={(v) => onChange({ ...value, optionIds: v.map(Number) })}
      error={error}
    >
      <Stack gap={6} mt={6}>
        {options.map((o) => (
          <Checkbox key={o.id} value={String(o.id)} label={o.label} disabled={disabled} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
