import { useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Checkbox, Divider, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconBriefcase, IconTrash } from '@tabler/icons-react';
import { useController, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Question } from '@portal/contract/rfps';
import type { OrderAttachment } from '../../../components/order-attachments/check-order-attachments.ts';
import { OrderAttachmentsInput } from '../../../components/order-attachments/order-attachments-input.tsx';
import { orderMessage } from '../../../components/order-attachments/order-message.ts';
import type { OrderLimits } from '@portal/contract/order-limits';
import { FormSection } from '@portal/ui/form-section';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { errorText, toastError } from '@portal/web-kit/toast';
import { useQuestions } from '../api/get-questions.ts';
import { answerKey, type RfpFormValues } from '../rfp-form.ts';
import { QuestionField } from '@portal/ui/question-field';
import { ServiceChoice } from './service-choice.tsx';
import { useCheckAvailability } from '../../../api/providers/check-availability.ts';
import { NoProviderDialog } from '../../../components/no-provider-dialog/no-provider-dialog.tsx';
import { categoryLabel, useCategories } from '../../../api/reference/categories.ts';

type Props = {
  index: number;
  control: Control<RfpFormValues>;
  errors: FieldErrors<RfpFormValues>;
  limits: OrderLimits;
  files: OrderAttachment[];
  onFilesChange: (next: OrderAttachment[]) => void;
  filesError?: string | null;
  progress: number[] | null;
  onQuestions: (key: string, questions: readonly Question[]) => void;
  onRemove?: () => void;
  disabled?: boolean;
};

function QuestionGroup({
  title,
  questions,
  index,
  control,
  errors,
  disabled,
}: {
  title: string;
  questions: readonly Question[];
  index: number;
  control: Control<RfpFormValues>;
  errors: FieldErrors<RfpFormValues>;
  disabled?: boolean;
}) {
  if (!questions.length) return null;
  return (
    <Stack gap="sm">
      <Text fw={600}>{title}</Text>
      {questions.map((q) => (
        <AnswerController key={q.id} question={q} index={index} control={control} errors={errors} disabled={disabled} />
      ))}
    </Stack>
  );
}

function AnswerController({
  question,
  index,
  control,
  errors,
  disabled,
}: {
  question: Question;
  index: number;
  control: Control<RfpFormValues>;
  errors: FieldErrors<RfpFormValues>;
  disabled?: boolean;
}) {
  const key = answerKey(question.id);
  const { field } = useController({ control, name: `tasks.${index}.answers.${key}` });
  const error = errors.tasks?.[index]?.answers?.[key] as { message?: string } | undefined;
  return (
    <QuestionField
      question={question}
      value={field.value}
      onChange={field.onChange}
      error={orderMessage(error?.message)}
      disabled={disabled}
    />
  );
}

/**
 * One profession card of the RFP form (spec §2.9): the category and sub-category, the description in rich
 * text, the files, the general and category questions of that sub-category, and the guarantee-terms checkbox.
 */
export function ProfessionCard({
  index,
  control,
  errors,
  limits,
  files,
  onFilesChange,
  filesError,
  progress,
  onQuestions,
  onRemove,
  disabled,
}: Props) {
  const { t } = useTranslation('rfps');
  const key = useWatch({ control, name: `tasks.${index}.key` });
  const category = useController({ control, name: `tasks.${index}.categoryId` });
  const sub = useController({ control, name: `tasks.${index}.subCategoryId` });
  const answers = useController({ control, name: `tasks.${index}.answers` });
  const description = useController({ control, name: `tasks.${index}.description` });
  const guarantee = useController({ control, name: `tasks.${index}.isGuarantee` });
  const questions = useQuestions(category.field.value, sub.field.value);
  // Spec §2.5, §7.1: a profession is only kept once a provider can answer it (type R); otherwise the no-provider dialog.
  const availability = useCheckAvailability();
  const categories = useCategories();
  const [unavailable, setUnavailable] = useState<number | null>(null);
  const unavailableName = categories.data?.flatMap((c) => c.subcategory ?? []).find((s) => s.id === unavailable);
  const taskErrors = errors.tasks?.[index];

  const general = questions.data?.general ?? [];
  const specific = questions.data?.category ?? [];
  useEffect(() => {
    onQuestions(key, sub.field.value ? [...general, ...specific] : []);
    // The lists are new arrays on each render; the query's data is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, questions.data, sub.field.value, onQuestions]);

  return (
    <FormSection
      icon={<IconBriefcase size={20} />}
      title={t('create.task.title', { n: index + 1 })}
      aside={
        onRemove && (
          <Tooltip label={t('create.task.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              disabled={disabled}
              aria-label={t('create.task.removeN', { n: index + 1 })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )
      }
    >
      <Stack gap="lg" data-testid={`profession-${index}`}>
        <ServiceChoice
          categoryId={category.field.value}
          subCategoryId={sub.field.value}
          onChange={async (next) => {
            category.field.onChange(next.categoryId);
            // Other questions belong to another sub-category: earlier answers do not carry over.
            answers.field.onChange({});
            if (next.subCategoryId === null) return sub.field.onChange(null);
            try {
              const providers = await availability.mutateAsync({ subCategoryId: next.subCategoryId, type: 'R' });
              if (providers > 0) sub.field.onChange(next.subCategoryId);
              else setUnavailable(next.subCategoryId);
            } catch (e) {
              toastError(e);
            }
          }}
          categoryError={orderMessage(taskErrors?.categoryId?.message)}
          subCategoryError={orderMessage(taskErrors?.subCategoryId?.message)}
          disabled={disabled || availability.isPending}
        />
        <NoProviderDialog
          opened={unavailable !== null}
          onClose={() => setUnavailable(null)}
          subCategoryName={unavailableName ? categoryLabel(unavailableName) : undefined}
        />
        <RichTextField
          label={t('create.task.description')}
          description={t('create.task.descriptionHint')}
          value={description.field.value}
          onChange={description.field.onChange}
          onBlur={description.field.onBlur}
          error={orderMessage(taskErrors?.description?.message, { count: limits.noOfCharactersPerText })}
          maxLength={limits.noOfCharactersPerText}
          disabled={disabled}
          required
        />
        <OrderAttachmentsInput
          label={t('create.task.attachments')}
          value={files}
          onChange={onFilesChange}
          limits={limits}
          error={filesError}
          progress={progress}
          disabled={disabled}
        />
        {sub.field.value !== null && (
          <>
            <Divider />
            {questions.isPending ? (
              <Skeleton h={80} radius="md" aria-label={t('create.task.questionsLoading')} />
            ) : questions.isError ? (
              <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('create.task.questionsError')}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{errorText(questions.error)}</Text>
                  <Button size="xs" variant="light" color="orange" onClick={() => void questions.refetch()}>
                    {t('retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : general.length + specific.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('create.task.noQuestions')}
              </Text>
            ) : (
              <>
                <QuestionGroup
                  title={t('create.task.generalQuestions')}
                  questions={general}
                  index={index}
                  control={control}
                  errors={errors}
                  disabled={disabled}
                />
                <QuestionGroup
                  title={t('create.task.categoryQuestions')}
                  questions={specific}
                  index={index}
                  control={control}
                  errors={errors}
                  disabled={disabled}
                />
              </>
            )}
          </>
        )}
        <Divider />
        <Checkbox
          data-testid={`task-guarantee-${index}`}
          label={t('create.guarantee.label')}
          description={t('create.guarantee.hint')}
          checked={guarantee.field.value}
          onChange={(e) => guarantee.field.onChange(e.currentTarget.checked)}
          error={orderMessage(taskErrors?.isGuarantee?.message)}
          disabled={disabled}
        />
      </Stack>
    </FormSection>
  );
}
