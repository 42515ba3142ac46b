import { ConfirmDelete } from '../../../components/confirm-delete.tsx';
import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ANSWER_TYPES } from '@portal/contract/codes';
import { pickLang, type Lang } from '@portal/contract/lang';
import { FormModal } from '@portal/ui/form-modal';
import { ApiError } from '@portal/web-kit/api-client';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useOperatorCategories } from '../api/categories.ts';
import { useAddQuestion, useDeleteQuestion, useQuestions, useSaveQuestion, type Question, type QuestionInput } from '../api/questions.ts';
import { ReadOnlyNote, useCanEditContent } from './read-only-note.tsx';
import { emptyTexts, TrilingualInputs, type Texts } from './trilingual-inputs.tsx';

type AnswerType = (typeof ANSWER_TYPES)[number];
type OptionRow = { id?: number; texts: Texts };

const questionText = (q: Question, lang: Lang) => pickLang({ en: q.question, ar: q.arQuestion, fr: q.frQuestion }, lang);

/** The whole question as the RFP form asks it: its text and prefix in three languages, its answers, where it applies. */
function QuestionForm({ question, onClose }: { question: Question | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('content');
  const lang = i18n.language as Lang;
  const categories = useOperatorCategories();
  const add = useAddQuestion();
  const save = useSaveQuestion();
  const [text, setText] = useState<Texts>(
    question ? { en: question.question, ar: question.arQuestion, fr: question.frQuestion } : emptyTexts(),
  );
  const [prefix, setPrefix] = useState<Texts>(
    question ? { en: question.prefix, ar: question.arPrefix, fr: question.frPrefix } : emptyTexts(),
  );
  const [answerType, setAnswerType] = useState<AnswerType>(question?.answerType ?? 'SC');
  const [scope, setScope] = useState<'general' | 'category'>(question?.questionType ?? 'general');
  const [categoryId, setCategoryId] = useState<string | null>(question?.categoryId ? String(question.categoryId) : null);
  const [subCategoryId, setSubCategoryId] = useState<string | null>(question?.subCategoryId ? String(question.subCategoryId) : null);
  const [required, setRequired] = useState(question?.isRequired ?? false);
  const [sortOrder, setSortOrder] = useState<number | string>(question?.sortOrder ?? 0);
  const [options, setOptions] = useState<OptionRow[]>(
    question?.options.map((o) => ({ id: o.id, texts: { en: o.value, ar: o.arValue, fr: o.frValue } })) ?? [
      { texts: emptyTexts() },
      { texts: emptyTexts() },
    ],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = add.isPending || save.isPending;
  const category = (categories.data ?? []).find((c) => String(c.id) === categoryId);
  const withOptions = answerType !== 'T';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: QuestionInput = {
      question: text.en,
      arQuestion: text.ar,
      frQuestion: text.fr,
      prefix: prefix.en,
      arPrefix: prefix.ar,
      frPrefix: prefix.fr,
      answerType,
      questionType: scope,
      isRequired: required,
      categoryId: scope === 'category' && categoryId ? Number(categoryId) : null,
      subCategoryId: scope === 'category' && subCategoryId ? Number(subCategoryId) : null,
      sortOrder: Number(sortOrder) || 0,
      options: withOptions
        ? options.map((o) => ({ ...(o.id ? { id: o.id } : {}), value: o.texts.en, arValue: o.texts.ar, frValue: o.texts.fr }))
        : [],
    };
    const done = {
      onSuccess: (r: { message: string }) => {
        toastSuccess(r.message);
        onClose();
      },
      onError: (err: Error) => {
        if (err instanceof ApiError) setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
        toastError(err);
      },
    };
    if (question) save.mutate({ id: question.id, body }, done);
    else add.mutate(body, done);
  };

  return (
    <FormModal opened onClose={busy ? () => {} : onClose} title={t(question ? 'editQuestion' : 'addQuestion')} size="xl">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TrilingualInputs
            label={t('questionText')}
            value={text}
            onChange={setText}
            maxLength={300}
            errors={{ en: errors.question, ar: errors.arQuestion, fr: errors.frQuestion }}
          />
          <TrilingualInputs label={t('questionPrefix')} value={prefix} onChange={setPrefix} maxLength={50} required={false} />
          <Group align="flex-end" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="question-scope">
                {t('questionScope')}
              </Text>
              <SegmentedControl
                aria-labelledby="question-scope"
                value={scope}
                onChange={(v) => setScope(v as 'general' | 'category')}
                data={[
                  { value: 'general', label: t('scopes.general') },
                  { value: 'category', label: t('scopes.category') },
                ]}
              />
            </Stack>
            <Select
              label={t('answerType')}
              data={ANSWER_TYPES.map((a) => ({ value: a, label: t(`answerTypes.${a}`) }))}
              value={answerType}
              onChange={(v) => v && setAnswerType(v as AnswerType)}
              allowDeselect={false}
              w={220}
            />
            <NumberInput label={t('sort')} value={sortOrder} onChange={setSortOrder} min={0} max={10000} allowDecimal={false} w={120} />
          </Group>
          {scope === 'category' && (
            <Group grow wrap="wrap" align="flex-start">
              <Select
                label={t('category')}
                required
                data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: pickLang(c, lang) }))}
                value={categoryId}
                onChange={(v) => {
                  setCategoryId(v);
                  setSubCategoryId(null);
                }}
                error={errors.categoryId}
                searchable
              />
              <Select
                label={t('subCategoryOptional')}
                data={(category?.subCategories ?? []).map((s) => ({ value: String(s.id), label: pickLang(s, lang) }))}
                value={subCategoryId}
                onChange={setSubCategoryId}
                disabled={!category}
                clearable
                error={errors.subCategoryId}
              />
            </Group>
          )}
          <Switch label={t('questionRequired')} checked={required} onChange={(e) => setRequired(e.currentTarget.checked)} />
          {withOptions && (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('options')}
              </Text>
              {errors.options && (
                <Text size="sm" c="red">
                  {errors.options}
                </Text>
              )}
              {options.map((o, i) => (
                <Card key={o.id ?? `new-${i}`} withBorder padding="xs">
                  <Group align="flex-end" wrap="nowrap" gap="xs">
                    <div style={{ flex: 1 }}>
                      <TrilingualInputs
                        label={t('optionNumber', { n: i + 1 })}
                        value={o.texts}
                        maxLength={100}
                        onChange={(texts) => setOptions(options.map((x, j) => (j === i ? { ...x, texts } : x)))}
                        errors={{
                          en: errors[`options.${i}.value`],
                          ar: errors[`options.${i}.arValue`],
                          fr: errors[`options.${i}.frValue`],
                        }}
                      />
                    </div>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => setOptions(options.filter((_, j) => j !== i))}
                      aria-label={t('removeOption', { n: i + 1 })}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Card>
              ))}
              <Group>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => setOptions([...options, { texts: emptyTexts() }])}
                  disabled={options.length >= 30}
                >
                  {t('addOption')}
                </Button>
              </Group>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {question ? t('saveChanges') : t('add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

/** The RFP form's questions: general ones for every task, category ones for a trade; admins add, change and delete. */
export function QuestionsPage() {
  const { t, i18n } = useTranslation('content');
  const lang = i18n.language as Lang;
  const canEdit = useCanEditContent();
  const questions = useQuestions();
  const categories = useOperatorCategories();
  const remove = useDeleteQuestion();
  const [editing, setEditing] = useState<Question | 'new' | null>(null);
  const [removing, setRemoving] = useState<Question | null>(null);
  const where = (q: Question) => {
    if (q.questionType === 'general') return t('scopes.general');
    const c = (categories.data ?? []).find((x) => x.id === q.categoryId);
    const s = c?.subCategories.find((x) => x.id === q.subCategoryId);
    return [c && pickLang(c, lang), s && pickLang(s, lang)].filter(Boolean).join(' › ') || t('scopes.category');
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('questionsTitle')}
        </Title>
        {canEdit && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('addQuestion')}
          </Button>
        )}
      </Group>
      {!canEdit && <ReadOnlyNote />}
      {questions.isPending && <Skeleton h={240} aria-label={t('loading')} />}
      {questions.isError && <Alert color="red" title={t('loadFailed')} />}
      {questions.data?.length === 0 && <Alert color="gray">{t('noQuestions')}</Alert>}
      {questions.data && questions.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('questionText')}</Table.Th>
                <Table.Th>{t('questionScope')}</Table.Th>
                <Table.Th>{t('answerType')}</Table.Th>
                {canEdit && <Table.Th>{t('actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {questions.data.map((q) => {
                const name = questionText(q, lang);
                return (
                  <Table.Tr key={q.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {name}
                      </Text>
                      {q.options.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {q.options.map((o) => pickLang({ en: o.value, ar: o.arValue, fr: o.frValue }, lang)).join(' · ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{where(q)}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Text size="sm">{t(`answerTypes.${q.answerType}`)}</Text>
                        {q.isRequired && (
                          <Badge size="sm" variant="light" tt="none">
                            {t('requiredBadge')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" variant="subtle" onClick={() => setEditing(q)} aria-label={t('editNamed', { name })}>
                            {t('edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => setRemoving(q)}
                            aria-label={t('deleteNamed', { name })}
                          >
                            {t('delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <QuestionForm question={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDelete
        target={removing?.id ?? null}
        remove={remove}
        onClose={() => setRemoving(null)}
        title={t('deleteQuestionTitle')}
        what={t('deleteQuestionWhat')}
        confirmLabel={t('delete')}
      />
    </Stack>
  );
}
