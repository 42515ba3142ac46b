import { useState } from 'react';
import { Container, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BranchChooser } from '../../../components/branch-chooser/branch-chooser.tsx';
import { NoProviderDialog } from '../../../components/no-provider-dialog/no-provider-dialog.tsx';
import { descriptionText } from '../../../components/rich-text-editor/rich-text-value.ts';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useCreateExpress } from '../api/create-express.ts';
import { useServiceNames } from '../api/get-service-names.ts';
import { holdAttachments } from '../attachments-handoff.ts';
import { serviceFromQuery, type OrderFormValues } from '../order-form.ts';
import { isNoProviderAnswer } from '../order-server-errors.ts';
import { toPayloadData } from '../schedule-later.ts';
import { revealFirstError, useOrderForm } from '../use-order-form.ts';
import { BriefCard } from './brief-card.tsx';
import { FormSection } from '@portal/ui/form-section';
import { InvalidService } from './invalid-service.tsx';
import { NeedNowModal } from './need-now-modal.tsx';
import { OrderPageHeader } from '../../../components/order-form/order-page-header.tsx';
import { SendBar } from '../../../components/order-form/send-bar.tsx';
import { ServiceSummaryCard } from './service-summary-card.tsx';

/** Spec §2.6: the express form. Sending asks first whether the provider is needed now. */
export default function ExpressDetailsPage() {
  const { t } = useTranslation(['order-create', 'common']);
  useDocumentTitle(`${t('express.title')} · ${t('common:brand')}`);
  const [params] = useSearchParams();
  const service = serviceFromQuery(params);
  if (!service) return <InvalidService pickerPath="/express" />;
  return <ExpressForm key={`${service.categoryId}-${service.subCategoryId}`} service={service} />;
}

function ExpressForm({ service }: { service: { categoryId: number; subCategoryId: number } }) {
  const { t } = useTranslation('order-create');
  const navigate = useNavigate();
  const names = useServiceNames(service.categoryId, service.subCategoryId);
  const createOrder = useCreateExpress();
  const o = useOrderForm('E', service);
  const { control } = o.form;
  const branch = useController({ control, name: 'branchId' });
  const address = useController({ control, name: 'address' });
  const description = useController({ control, name: 'description' });
  const [pending, setPending] = useState<OrderFormValues | null>(null);
  const [noProvider, setNoProvider] = useState(false);
  const [sending, setSending] = useState(false);
  const busy = sending;

  const sendNow = async () => {
    const values = pending;
    setPending(null);
    if (!values) return;
    setSending(true);
    try {
      const res = await o.send(values, createOrder.mutateAsync);
      toastSuccess(res.message);
      // Spec §2.1: expressId=1 opens the express tab of My Orders.
      void navigate('/my-orders?expressId=1');
    } catch (err) {
      if (isNoProviderAnswer(err)) setNoProvider(true);
      else toastError(err);
    } finally {
      setSending(false);
    }
  };

  const scheduleLater = () => {
    const values = pending;
    setPending(null);
    if (!values) return;
    const qs = new URLSearchParams({ categoryId: String(service.categoryId), subcategoryId: String(service.subCategoryId) });
    void navigate(`/direct-award-details?${qs.toString()}`, {
      state: { payloadData: toPayloadData(values, holdAttachments(o.attachments)) },
    });
  };

  const submit = o.form.handleSubmit((values) => setPending(values), revealFirstError);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <OrderPageHeader title={t('express.title')} intro={t('express.intro')} backTo="/express" />
          <ServiceSummaryCard names={names.data} loading={names.isPending} replaceTo="/express" />

          <FormSection icon={<IconMapPin size={20} />} title={t('branch.title')}>
            <BranchChooser
              label={t('branch.label')}
              value={branch.field.value}
              onChange={branch.field.onChange}
              error={o.errorOf.branchId}
              address={address.field.value}
              onAddressChange={address.field.onChange}
              onAddressBlur={address.field.onBlur}
              addressErrors={o.addressErrors}
              disabled={busy}
            />
          </FormSection>

          <BriefCard
            description={description.field.value}
            onDescriptionChange={description.field.onChange}
            onDescriptionBlur={description.field.onBlur}
            descriptionError={o.errorOf.description}
            attachments={o.attachments}
            onAttachmentsChange={o.setAttachments}
            attachmentsError={o.attachmentsError}
            limits={o.limits}
            progress={o.perFile}
            disabled={busy}
          />

          <SendBar sending={busy} progress={o.progress} />
        </Stack>
      </form>
      <NeedNowModal
        opened={pending !== null}
        onClose={() => setPending(null)}
        onNow={() => void sendNow()}
        onLater={scheduleLater}
        description={descriptionText(pending?.description.text ?? '')}
      />
      <NoProviderDialog opened={noProvider} onClose={() => setNoProvider(false)} subCategoryName={names.data?.subCategory.label} />
    </Container>
  );
}
