import { useState } from 'react';
import { Alert, Container, Stack, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarTime, IconDiscount, IconInfoCircle, IconMapPin, IconUserCheck } from '@tabler/icons-react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useBranches } from '../../../api/branches/branches.ts';
import { BranchChooser } from '../../../components/branch-chooser/branch-chooser.tsx';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useServiceNames } from '../api/get-service-names.ts';
import { useSendDirectAward } from '../api/send-direct-award.ts';
import { heldAttachments } from '../attachments-handoff.ts';
import { PROMO_CODE_MAX, serviceFromQuery } from '../order-form.ts';
import { fromPayloadData } from '../schedule-later.ts';
import { revealFirstError, useOrderForm, type OrderFormStart } from '../use-order-form.ts';
import { AppointmentField } from './appointment-field.tsx';
import { BriefCard } from './brief-card.tsx';
import { FormSection } from '@portal/ui/form-section';
import { InvalidService } from './invalid-service.tsx';
import { OrderPageHeader } from '../../../components/order-form/order-page-header.tsx';
import { ProviderChooser } from './provider-chooser.tsx';
import { SendBar } from '../../../components/order-form/send-bar.tsx';
import { ServiceSummaryCard } from './service-summary-card.tsx';

/** Spec §2.6: the direct award form; the express form's 'schedule for later' arrives here with payloadData. */
export default function DirectAwardDetailsPage() {
  const { t } = useTranslation(['order-create', 'common']);
  useDocumentTitle(`${t('directAward.title')} · ${t('common:brand')}`);
  const [params] = useSearchParams();
  const service = serviceFromQuery(params);
  if (!service) return <InvalidService pickerPath="/direct-award" />;
  const spId = Number(params.get('spId'));
  return (
    <DirectAwardForm
      key={`${service.categoryId}-${service.subCategoryId}`}
      service={service}
      spId={Number.isInteger(spId) && spId > 0 ? spId : null}
    />
  );
}

function DirectAwardForm({ service, spId }: { service: { categoryId: number; subCategoryId: number }; spId: number | null }) {
  const { t } = useTranslation('order-create');
  const navigate = useNavigate();
  const { state } = useLocation();
  const [start] = useState<OrderFormStart | undefined>(() => {
    const carried = fromPayloadData(state);
    if (carried) return { values: carried.values, attachments: heldAttachments(carried.attachmentsKey) };
    return spId ? { values: { spId }, attachments: [] } : undefined;
  });
  const fromExpress = Boolean(start && fromPayloadData(state));
  const names = useServiceNames(service.categoryId, service.subCategoryId);
  const sendOrder = useSendDirectAward();
  const o = useOrderForm('T', service, start);
  const { control, register } = o.form;
  const branch = useController({ control, name: 'branchId' });
  const address = useController({ control, name: 'address' });
  const description = useController({ control, name: 'description' });
  const orderDate = useController({ control, name: 'orderDate' });
  const provider = useController({ control, name: 'spId' });
  const busy = o.form.formState.isSubmitting;
  // Where the work is: the providers offered are those serving that place.
  const branches = useBranches();
  const chosen = branch.field.value === 'new' ? null : branches.data?.find((b) => String(b.id) === branch.field.value);
  const typed = branch.field.value === 'new' ? address.field.value?.location : null;
  const place = chosen ? { latitude: chosen.latitude, longitude: chosen.longitude } : typed ? { latitude: typed.latitude, longitude: typed.longitude } : null;

  const submit = o.form.handleSubmit(async (values) => {
    try {
      const res = await o.send(values, sendOrder.mutateAsync);
      toastSuccess(res.message);
      // Spec §2.6: the direct award tab of My Orders.
      void navigate('/my-orders?serviceId=2');
    } catch (err) {
      toastError(err);
    }
  }, revealFirstError);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <OrderPageHeader title={t('directAward.title')} intro={t('directAward.intro')} backTo="/direct-award" />
          {fromExpress && (
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
              {t('directAward.fromExpress')}
            </Alert>
          )}
          <ServiceSummaryCard names={names.data} loading={names.isPending} replaceTo="/direct-award" />

          <FormSection icon={<IconCalendarTime size={20} />} title={t('appointment.title')}>
            <AppointmentField
              value={orderDate.field.value}
              onChange={orderDate.field.onChange}
              onBlur={orderDate.field.onBlur}
              error={o.errorOf.orderDate}
              disabled={busy}
            />
          </FormSection>

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

          <FormSection icon={<IconUserCheck size={20} />} title={t('provider.title')}>
            <ProviderChooser
              categoryId={service.categoryId}
              subCategoryId={service.subCategoryId}
              place={place}
              value={provider.field.value}
              onChange={provider.field.onChange}
              preselectedId={spId}
              error={o.errorOf.spId}
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

          <FormSection icon={<IconDiscount size={20} />} title={t('promo.title')}>
            <TextInput
              {...register('promoCode')}
              label={t('promo.label')}
              description={t('promo.hint')}
              maxLength={PROMO_CODE_MAX}
              autoComplete="off"
              dir="ltr"
              error={o.errorOf.promoCode}
              disabled={busy}
              maw={360}
            />
          </FormSection>

          <SendBar sending={busy} progress={o.progress} />
        </Stack>
      </form>
    </Container>
  );
}
