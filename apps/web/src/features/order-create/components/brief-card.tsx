import { Stack } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderAttachment } from '../../../components/order-attachments/check-order-attachments.ts';
import { OrderAttachmentsInput } from '../../../components/order-attachments/order-attachments-input.tsx';
import type { OrderLimits } from '@portal/contract/order-limits';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import type { RichTextValue } from '../../../components/rich-text-editor/rich-text-value.ts';
import { FormSection } from '@portal/ui/form-section';

type Props = {
  description: RichTextValue;
  onDescriptionChange: (v: RichTextValue) => void;
  onDescriptionBlur: () => void;
  descriptionError?: string;
  attachments: OrderAttachment[];
  onAttachmentsChange: (v: OrderAttachment[]) => void;
  attachmentsError?: string | null;
  limits: OrderLimits;
  progress: number[] | null;
  disabled?: boolean;
};

/** The brief (spec §2.6): what is wrong, in rich text, and the photos, videos or documents that show it. */
export function BriefCard(p: Props) {
  const { t } = useTranslation('order-create');
  return (
    <FormSection icon={<IconFileDescription size={20} />} title={t('brief.title')}>
      <Stack gap="lg">
        <RichTextField
          label={t('brief.description')}
          description={t('brief.descriptionHint')}
          value={p.description}
          onChange={p.onDescriptionChange}
          onBlur={p.onDescriptionBlur}
          error={p.descriptionError}
          maxLength={p.limits.noOfCharactersPerText}
          disabled={p.disabled}
          required
        />
        <OrderAttachmentsInput
          label={t('brief.attachments')}
          value={p.attachments}
          onChange={p.onAttachmentsChange}
          limits={p.limits}
          error={p.attachmentsError}
          progress={p.progress}
          disabled={p.disabled}
        />
      </Stack>
    </FormSection>
  );
}
