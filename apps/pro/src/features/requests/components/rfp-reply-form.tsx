import { Button, Checkbox, Divider, FileInput, NumberInput, Progress, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  answerProblems,
  GUARANTEE_MIN_DAYS,
  isAnswered,
  type AnswerInput,
  type ProviderRequest,
  type ProviderRfpInfo,
  type RfpAttachmentUploadResponse,
} from '@portal/contract/rfps';
import { FormModal } from '@portal/ui/form-modal';
import { QuestionField, type AnswerValue } from '@portal/ui/question-field';
import { ApiError, apiRequest } from '@portal/web-kit/api-client';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { PROVIDER_KEY } from '../../../api/provider/provider-api.ts';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

type Answers = Record<number, AnswerValue>;

/** The form's answers from the provider's earlier reply (a resend starts from what it sent). */
const answersOf = (rfp: ProviderRfpInfo): Answers =>
  Object.fromEntries(rfp.myAnswers.map((a) => [a.questionId, { value: a.value, optionIds: a.optionIds }]));

/** What the reply call carries: the answers that say something (an optional question left empty is not sent). */
function answerInputs(rfp: ProviderRfpInfo, answers: Answers): AnswerInput[] {
  return rfp.questions
    .map((q) => {
      const a = answers[q.id];
      return q.answerType === 'T' ? { questionId: q.id, value: (a?.value ?? '').trim() } : { questionId: q.id, optionIds: a?.optionIds ?? [] };
    })
    .filter(isAnswered);
}

/**
 * The reply to an RFP (POST /api/provider/rfp/{rfpId}/reply): price, materials and parts with their fees, payment
 * terms, the guarantee until a day at least 7 days after the work ends, the answers to the RFP's questions (in the
 * app's language, checked by the contract's rules before sending and by the server again) and files (uploaded
 * first, with progress). A reply needs the network (its files upload now); sending again replaces the earlier reply.
 */
export function RfpReplyForm({ order, onClose }: { order: ProviderRequest; onClose: () => void }) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const rfp = order.rfp!;
  const prev = rfp.myReply;
  const earliest = new Date(Math.max(Date.now(), order.endDate ? new Date(order.endDate).getTime() : 0) + GUARANTEE_MIN_DAYS * DAY_MS);
  const [price, setPrice] = useState<number | string>(prev?.price ?? '');
  const [parts, setParts] = useState(prev?.spareParts ?? '');
  const [partsFees, setPartsFees] = useState<number | string>(prev?.sparePartFees ?? 0);
  const [terms, setTerms] = useState(prev?.paymentTerms ?? '');
  const [guarantee, setGuarantee] = useState(prev?.isGuarantee ?? rfp.isGuarantee);
  const [until, setUntil] = useState(prev?.expiryDate ? prev.expiryDate.slice(0, 10) : isoDay(earliest));
  const [answers, setAnswers] = useState<Answers>(() => answersOf(rfp));
  const [answerErrors, setAnswerErrors] = useState<Record<number, string>>({});
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const answer = (questionId: number, v: AnswerValue) => {
    setAnswers((old) => ({ ...old, [questionId]: v }));
    setAnswerErrors(({ [questionId]: _, ...rest }) => rest);
  };

  async function send() {
    const sent = answerInputs(rfp, answers);
    // The contract's rules, as the server applies them: nothing is uploaded for a reply that would be refused.
    const problems = answerProblems(rfp.questions, sent);
    if (Object.keys(problems).length) {
      setAnswerErrors(Object.fromEntries(Object.entries(problems).map(([id, key]) => [Number(id), t(`validation:${key}`)])));
      toastError(t(`validation:${Object.values(problems)[0]}`));
      return;
    }
    setBusy(true);
    try {
      let attachments: number[] = [];
      if (files.length) {
        const form = new FormData();
        for (const f of files) form.append('attachments', f);
        setProgress(0);
        const up = await apiRequest<RfpAttachmentUploadResponse>('POST', '/provider/rfp/attachment/upload', { form, onProgress: setProgress });
        attachments = up.data.ids;
      }
      const { message } = await apiRequest('POST', `/provider/rfp/${order.id}/reply`, {
        body: {
          price: Number(price),
          spareParts: parts,
          sparePartFees: Number(partsFees) || 0,
          paymentTerms: terms,
          isGuarantee: guarantee,
          expiryDate: guarantee ? Math.floor(new Date(`${until}T12:00:00Z`).getTime() / 1000) : undefined,
          answers: sent,
          attachments,
        },
      });
      toastSuccess(message);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) {
        const fromServer = Object.entries(err.fieldErrors).flatMap(([field, keys]) => {
          const id = /^answers\.(\d+)$/.exec(field)?.[1];
          return id && keys[0] ? [[Number(id), keys[0]] as const] : [];
        });
        if (fromServer.length) setAnswerErrors(Object.fromEntries(fromServer));
      }
      toastError(err);
    } finally {
      setBusy(false);
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: PROVIDER_KEY });
    }
  }

  return (
    <FormModal opened onClose={busy ? () => {} : onClose} title={t('reply.title', { title: rfp.title })}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Stack gap="xs">
          <NumberInput label={t('reply.price')} required min={0} decimalScale={3} value={price} onChange={setPrice} inputMode="decimal" />
          <Textarea label={t('reply.parts')} value={parts} onChange={(e) => setParts(e.currentTarget.value)} autosize />
          <NumberInput label={t('reply.partsFees')} min={0} decimalScale={3} value={partsFees} onChange={setPartsFees} inputMode="decimal" />
          <Textarea label={t('reply.terms')} required value={terms} onChange={(e) => setTerms(e.currentTarget.value)} autosize />
          <Checkbox label={t('reply.guarantee')} checked={guarantee} onChange={(e) => setGuarantee(e.currentTarget.checked)} />
          {guarantee && (
            <TextInput
              type="date"
              label={t('reply.until')}
              description={t('reply.untilHint', { days: GUARANTEE_MIN_DAYS })}
              min={isoDay(earliest)}
              value={until}
              onChange={(e) => setUntil(e.currentTarget.value)}
              required
            />
          )}
          {rfp.questions.length > 0 && (
            <Stack gap="sm" component="fieldset" p={0} m={0} style={{ border: 0 }} data-testid="reply-questions">
              <Divider
                component="legend"
                w="100%"
                label={
                  <Text size="sm" fw={600}>
                    {t('reply.questions')}
                  </Text>
                }
                labelPosition="left"
              />
              {rfp.questions.map((q) => (
                <QuestionField key={q.id} question={q} value={answers[q.id]} onChange={(v) => answer(q.id, v)} error={answerErrors[q.id]} disabled={busy} />
              ))}
            </Stack>
          )}
          <FileInput label={t('reply.files')} multiple value={files} onChange={setFiles} accept="image/png,image/jpeg,video/mp4,application/pdf" clearable />
          {progress !== null && <Progress value={progress * 100} aria-label={t('reply.uploading')} />}
          <Button type="submit" loading={busy}>
            {prev ? t('reply.resend') : t('reply.send')}
          </Button>
        </Stack>
      </form>
    </FormModal>
  );
}
