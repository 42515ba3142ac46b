import { Button, Checkbox, FileInput, NumberInput, Progress, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUARANTEE_MIN_DAYS, type ProviderRequest, type RfpAttachmentUploadResponse } from '@portal/contract/rfps';
import { FormModal } from '@portal/ui/form-modal';
import { apiRequest } from '@portal/web-kit/api-client';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { PROVIDER_KEY } from '../../../api/provider/provider-api.ts';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The reply to an RFP (POST /api/provider/rfp/{rfpId}/reply): price, materials and parts with their fees, payment
 * terms, the guarantee until a day at least 7 days after the work ends, and files (uploaded first, with progress).
 * A reply needs the network (its files upload now); sending again replaces the earlier reply.
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
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
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
          answers: [],
          attachments,
        },
      });
      toastSuccess(message);
      onClose();
    } catch (err) {
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
