import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Container, Group, Stack, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarTime, IconFileDescription, IconMapPin, IconPlus } from '@tabler/icons-react';
import { toNestErrors } from '@hookform/resolvers';
import { useController, useFieldArray, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RFP_TASKS_MAX, RFP_TITLE_MAX, type Question } from '@portal/contract/rfps';
import { fileProgress } from '@portal/ui/check-attachments';
import { BranchChooser } from '../../../components/branch-chooser/branch-chooser.tsx';
import type { NewAddressErrors } from '../../../components/branch-chooser/new-address-form.tsx';
import type { OrderAttachment } from '../../../components/order-attachments/check-order-attachments.ts';
import { orderMessage } from '../../../components/order-attachments/order-message.ts';
import { useOrderLimits } from '../../../components/order-attachments/validation-data.ts';
import { FormSection } from '@portal/ui/form-section';
import { SendBar } from '../../../components/order-form/send-bar.tsx';
import { toastError } from '@portal/web-kit/toast';
import { isServiceProviderAnswer, useCreateRfp } from '../api/create-rfp.ts';
import { uploadRfpAttachments } from '../api/upload-rfp-attachments.ts';
import { buildRfpPayload } from '../build-rfp-payload.ts';
import { emptyTask, rfpFormDefaults, rfpFormProblems, type RfpFormContext, type RfpFormValues } from '../rfp-form.ts';
import { placeRfpErrors } from '../rfp-server-errors.ts';
import { ProfessionCard } from './profession-card.tsx';
import { RfpDatesFields } from './rfp-dates-fields.tsx';
import { ProviderAccountModal, RfpSentModal } from './rfp-sent-modals.tsx';
import { OrderPageHeader } from '../../../components/order-form/order-page-header.tsx';

const ADDRESS_FIELDS = ['name', 'email', 'countryCode', 'phoneNo', 'location', 'isSave', 'saveAs'] as const;

/** The rules of rfpFormProblems as react-hook-form errors; the questions come in the form's context. */
const resolver: Resolver<RfpFormValues, RfpFormContext> = (values, context, options) => {
  const problems = rfpFormProblems(values, context ?? { questions: {}, maxChars: Infinity });
  const paths = Object.keys(problems);
  if (!paths.length) return { values, errors: {} };
  const flat = Object.fromEntries(paths.map((p) => [p, { type: 'rule', message: problems[p] } satisfies FieldError]));
  return { values: {}, errors: toNestErrors(flat, options) };
};

/** Brings the first field with an error into view: the form runs over several cards. */
function revealFirstError() {
  requestAnimationFrame(() => {
    const el = document.querySelector('[aria-invalid="true"], .mantine-InputWrapper-error, .mantine-Input-error');
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

type Uploaded = { files: OrderAttachment[]; ids: number[] };

/** /rfps/create (spec §2.9): the dates, title, place, one or more profession cards (each with its guarantee); send. */
export default function RfpCreatePage() {
  const { t } = useTranslation(['rfps', 'common']);
  useDocumentTitle(`${t('create.title')} · ${t('common:brand')}`);
  const navigate = useNavigate();
  const { limits } = useOrderLimits();
  const [questions, setQuestions] = useState<Record<string, readonly Question[]>>({});
  const context = useMemo<RfpFormContext>(
    () => ({ questions, maxChars: limits.noOfCharactersPerText }),
    [questions, limits.noOfCharactersPerText],
  );
  const form = useForm<RfpFormValues, RfpFormContext>({
    resolver,
    context,
    defaultValues: rfpFormDefaults(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, register, formState } = form;
  const { errors } = formState;
  const tasks = useFieldArray({ control, name: 'tasks' });
  const start = useController({ control, name: 'startDate' });
  const end = useController({ control, name: 'endDate' });
  const branch = useController({ control, name: 'branchId' });
  const address = useController({ control, name: 'address' });
  const createRfp = useCreateRfp();

  const [files, setFiles] = useState<Record<string, OrderAttachment[]>>({});
  const [filesErrors, setFilesErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [cardProgress, setCardProgress] = useState<Record<string, number>>({});
  const uploaded = useRef(new Map<string, Uploaded>());
  const [sent, setSent] = useState(false);
  const [providerAccount, setProviderAccount] = useState(false);
  const busy = formState.isSubmitting;

  const onQuestions = useCallback(
    (key: string, list: readonly Question[]) => setQuestions((q) => (q[key] === list ? q : { ...q, [key]: list })),
    [],
  );

  /** Each card's files go up once (a retry after a refused form reuses their ids); progress counts all bytes. */
  async function uploadAll(values: RfpFormValues): Promise<Record<string, number[]>> {
    const ids: Record<string, number[]> = {};
    const pending = values.tasks.filter(
      (task) => (files[task.key]?.length ?? 0) > 0 && uploaded.current.get(task.key)?.files !== files[task.key],
    );
    const total = pending.reduce((sum, task) => sum + files[task.key]!.reduce((s, a) => s + a.file.size, 0), 0) || 1;
    let done = 0;
    for (const task of values.tasks) {
      const list = files[task.key] ?? [];
      const cached = uploaded.current.get(task.key);
      if (!list.length) ids[task.key] = [];
      else if (cached?.files === list) ids[task.key] = cached.ids;
      else {
        const size = list.reduce((s, a) => s + a.file.size, 0);
        try {
          const res = await uploadRfpAttachments(
            list.map((a) => a.file),
            (f) => {
              setCardProgress((p) => ({ ...p, [task.key]: f }));
              setProgress((done + f * size) / total);
            },
          );
          uploaded.current.set(task.key, { files: list, ids: res.ids });
          ids[task.key] = res.ids;
          done += size;
        } catch (err) {
          setFilesErrors((e) => ({ ...e, [task.key]: placeUploadError(err) }));
          throw err;
        }
      }
    }
    return ids;
  }

  const submit = form.handleSubmit(async (values) => {
    setFilesErrors({});
    setProgress(0);
    try {
      const ids = await uploadAll(values);
      await createRfp.mutateAsync(buildRfpPayload(values, questions, ids));
      // The dialog says it (spec §2.9), so the server's message is not toasted as well.
      setSent(true);
    } catch (err) {
      if (isServiceProviderAnswer(err)) {
        setProviderAccount(true);
        return;
      }
      toastError(err);
      const placed = placeRfpErrors(err);
      for (const [path, message] of Object.entries(placed.fields)) form.setError(path as 'title', { type: 'server', message });
      for (const [i, message] of Object.entries(placed.attachments)) {
        const key = values.tasks[Number(i)]?.key;
        if (key) setFilesErrors((e) => ({ ...e, [key]: message }));
      }
      revealFirstError();
    } finally {
      setProgress(null);
      setCardProgress({});
    }
  }, revealFirstError);

  const addressErrors: NewAddressErrors = Object.fromEntries(
    ADDRESS_FIELDS.map((k) => [k, orderMessage((errors.address?.[k] as FieldError | undefined)?.message)]).filter(([, v]) => v),
  );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <OrderPageHeader title={t('create.title')} intro={t('create.intro')} backTo="/rfps" backLabel={t('backToList')} />

          <FormSection icon={<IconFileDescription size={20} />} title={t('create.about')}>
            <TextInput
              {...register('title')}
              data-testid="rfp-title"
              label={t('create.titleLabel')}
              placeholder={t('create.titlePlaceholder')}
              maxLength={RFP_TITLE_MAX}
              error={orderMessage(errors.title?.message)}
              disabled={busy}
              withAsterisk
              dir="auto"
            />
          </FormSection>

          <FormSection icon={<IconCalendarTime size={20} />} title={t('create.dates.title')}>
            <RfpDatesFields
              start={start.field.value}
              end={end.field.value}
              onStart={start.field.onChange}
              onEnd={end.field.onChange}
              startError={orderMessage(errors.startDate?.message)}
              endError={orderMessage(errors.endDate?.message)}
              disabled={busy}
            />
          </FormSection>

          <FormSection icon={<IconMapPin size={20} />} title={t('create.branch.title')}>
            <BranchChooser
              label={t('create.branch.label')}
              value={branch.field.value}
              onChange={branch.field.onChange}
              error={orderMessage(errors.branchId?.message)}
              address={address.field.value}
              onAddressChange={address.field.onChange}
              onAddressBlur={address.field.onBlur}
              addressErrors={addressErrors}
              disabled={busy}
            />
          </FormSection>

          {tasks.fields.map((task, i) => {
            const list = files[task.key] ?? [];
            const fraction = cardProgress[task.key];
            return (
              <ProfessionCard
                key={task.id}
                index={i}
                control={control}
                errors={errors}
                limits={limits}
                files={list}
                onFilesChange={(next) => {
                  setFiles((f) => ({ ...f, [task.key]: next }));
                  setFilesErrors(({ [task.key]: _gone, ...rest }) => rest);
                }}
                filesError={filesErrors[task.key]}
                progress={
                  fraction === undefined
                    ? null
                    : fileProgress(
                        list.map((a) => a.file.size),
                        fraction,
                      )
                }
                onQuestions={onQuestions}
                onRemove={tasks.fields.length > 1 ? () => tasks.remove(i) : undefined}
                disabled={busy}
              />
            );
          })}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={18} />}
              onClick={() => tasks.append(emptyTask())}
              disabled={busy || tasks.fields.length >= RFP_TASKS_MAX}
            >
              {t('create.task.add')}
            </Button>
          </Group>


          <SendBar sending={busy} progress={progress} />
        </Stack>
      </form>
      <RfpSentModal opened={sent} onDone={() => void navigate('/rfps')} />
      <ProviderAccountModal opened={providerAccount} onClose={() => setProviderAccount(false)} />
    </Container>
  );
}

/** The message of a refused upload: the server's first field message, else its message. */
function placeUploadError(err: unknown): string {
  const placed = placeRfpErrors(err);
  return Object.values(placed.fields)[0] ?? (err instanceof Error ? err.message : '');
}
