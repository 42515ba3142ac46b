import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import type { NewAddressErrors } from '../../components/branch-chooser/new-address-form.tsx';
import type { NewAddressValues } from '../../components/branch-chooser/new-address.ts';
import { fileProgress } from '@portal/ui/check-attachments';
import type { OrderAttachment } from '../../components/order-attachments/check-order-attachments.ts';
import { orderMessage } from '../../components/order-attachments/order-message.ts';
import { useOrderLimits } from '../../components/order-attachments/validation-data.ts';
import { buildOrderFormData } from './build-order-form-data.ts';
import { orderFormDefaults, orderFormSchema, type OrderFormValues, type OrderMode } from './order-form.ts';
import { placeServerErrors } from './order-server-errors.ts';
import type { CreatedOrder, OrderUpload } from './api/send-direct-award.ts';
import type { ApiResult } from '@portal/web-kit/api-client';

export type OrderFormStart = { values: Partial<OrderFormValues>; attachments: OrderAttachment[] };
type Service = { categoryId: number; subCategoryId: number };

const ADDRESS_FIELDS: (keyof NewAddressValues)[] = ['name', 'email', 'countryCode', 'phoneNo', 'location', 'isSave', 'saveAs'];

/** Brings the first field with an error into view: the fields of an order form are spread over several cards. */
export function revealFirstError() {
  requestAnimationFrame(() => {
    const el = document.querySelector('[aria-invalid="true"], .mantine-InputWrapper-error, .mantine-Input-error');
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/** What the direct award and express forms share: values and rules, the files, the upload and the server's answer. */
export function useOrderForm(mode: OrderMode, service: Service, start?: OrderFormStart) {
  const { limits } = useOrderLimits();
  const schema = useMemo(() => orderFormSchema(mode, limits.noOfCharactersPerText), [mode, limits.noOfCharactersPerText]);
  const form = useForm<OrderFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<OrderFormValues>,
    defaultValues: { ...orderFormDefaults(), ...start?.values },
    mode: 'onTouched',
  });
  const [attachments, setAttachmentsState] = useState<OrderAttachment[]>(start?.attachments ?? []);
  const [attachmentsError, setAttachmentsError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const setAttachments = (next: OrderAttachment[]) => {
    setAttachmentsState(next);
    setAttachmentsError(null);
  };

  const perFile =
    progress === null || !attachments.length
      ? null
      : fileProgress(
          attachments.map((a) => a.file.size),
          progress,
        );

  const { errors } = form.formState;
  const message = (e: FieldError | undefined, params?: Record<string, unknown>) => orderMessage(e?.message, params);
  const addressErrors: NewAddressErrors = Object.fromEntries(
    ADDRESS_FIELDS.map((k) => [k, message(errors.address?.[k] as FieldError | undefined)]).filter(([, v]) => v),
  );
  const errorOf = {
    branchId: message(errors.branchId),
    description: message(errors.description as FieldError | undefined, { count: limits.noOfCharactersPerText }),
    orderDate: message(errors.orderDate),
    spId: message(errors.spId),
    promoCode: message(errors.promoCode, { count: 40 }),
  };

  /**
   * Sends the order with its files and reports the upload's progress. A failure is toasted (spec §8),
   * its field errors are put on the fields, and it is thrown again for the page to decide what follows.
   */
  const send = async (values: OrderFormValues, call: (u: OrderUpload) => Promise<ApiResult<CreatedOrder>>) => {
    setAttachmentsError(null);
    setProgress(0);
    try {
      return await call({
        form: buildOrderFormData({ mode, ...service, values, files: attachments.map((a) => a.file) }),
        onProgress: setProgress,
      });
    } catch (err) {
      const placed = placeServerErrors(err);
      for (const [path, text] of placed.fields) form.setError(path, { type: 'server', message: text });
      if (placed.attachments) setAttachmentsError(placed.attachments);
      if (placed.fields.length || placed.attachments) revealFirstError();
      throw err;
    } finally {
      setProgress(null);
    }
  };

  return { form, limits, attachments, setAttachments, attachmentsError, progress, perFile, addressErrors, errorOf, send };
}
