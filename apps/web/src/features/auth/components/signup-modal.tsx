import '@portal/web-kit/full-styles';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, MultiSelect, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pickLang, type Lang } from '@portal/contract/lang';
import { AttachmentsInput } from '@portal/ui/attachments-input';
import { fileProgress } from '@portal/ui/check-attachments';
import { LocationPicker, type PickedLocation } from '@portal/ui/location-picker';
import { geoServices } from '@portal/web-kit/geo';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { validationMessage } from '@portal/ui/validation-message';
import { useCustomerTypes } from '../api/customer-types.ts';
import { useIndustries } from '../../../api/reference/industries.ts';
import { useSignup } from '../api/signup.ts';
import { AltchaField } from './signup/altcha-field.tsx';
import { captchaSpent } from './signup/captcha-spent.ts';
import { buildSignupFormData } from './signup/build-signup-form-data.ts';
import { signupAttachmentRules } from './signup/signup-attachment-rules.ts';
import { signupDefaults, signupFormSchema, type SignupFormOutput, type SignupFormValues } from './signup/signup-form-schema.ts';
import { onCustomerTypeChange, signupGate } from './signup/signup-gate.ts';
import { AdultCheckbox, TermsCheckbox } from './signup/terms-checkbox.tsx';
import { FormModal } from '@portal/ui/form-modal';
import { PhoneInput } from '@portal/ui/phone-field';
import { ApiError } from '@portal/web-kit/api-client';
import { applyServerFieldErrors } from '@portal/web-kit/server-field-errors';

type Props = { opened: boolean; onClose: () => void; onLogin: () => void };

const resolver = zodResolver(signupFormSchema) as unknown as Resolver<SignupFormValues, unknown, SignupFormOutput>;
const FORM_FIELDS = new Set(Object.keys(signupDefaults));

/** Sign-up (spec §2.3, §3, §5): fields unlock in order, Residential mirrors the name, success goes to verification. */
export function SignupModal({ opened, onClose, onLogin }: Props) {
  const { t, i18n } = useTranslation('auth');
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitted, isSubmitting },
  } = useForm<SignupFormValues, unknown, SignupFormOutput>({ resolver, defaultValues: signupDefaults, mode: 'onTouched' });

  const [customerType, industry, name, latitude, longitude, country, city, area] = useWatch({
    control,
    name: ['customerType', 'industry', 'name', 'latitude', 'longitude', 'country', 'city', 'area'],
  });
  const gate = signupGate({ customerType, industry });
  const locked = !gate.detailsEnabled;

  const types = useCustomerTypes(opened);
  const industries = useIndustries(customerType ? Number(customerType) : null);

  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [address, setAddress] = useState('');
  const [captchaReset, setCaptchaReset] = useState(0);
  const signup = useSignup();

  const validateNow = { shouldValidate: isSubmitted, shouldDirty: true };

  useEffect(() => {
    if (gate.companyMirrorsContact && getValues('companyName') !== name) setValue('companyName', name, { shouldValidate: isSubmitted });
  }, [gate.companyMirrorsContact, name, getValues, setValue, isSubmitted]);

  const typeOptions = useMemo(
    () =>
      (types.data ?? []).map((c) => ({ value: String(c.id), label: pickLang({ en: c.name, ar: c.arabicName, fr: c.frenchName }, lang) })),
    [types.data, lang],
  );
  const industryOptions = useMemo(
    () =>
      (industries.data ?? []).map((i) => ({
        value: String(i.industryId),
        label: pickLang({ en: i.industryEnglishName, ar: i.industryArabicName, fr: i.industryFrenchName }, lang),
      })),
    [industries.data, lang],
  );

  const location: PickedLocation | null =
    latitude !== undefined && longitude !== undefined ? { latitude, longitude, country, city, area, address } : null;
  const setLocation = (l: PickedLocation) => {
    setValue('latitude', l.latitude, validateNow);
    setValue('longitude', l.longitude, validateNow);
    setValue('country', l.country, validateNow);
    setValue('city', l.city, validateNow);
    setValue('area', l.area, validateNow);
    setAddress(l.address);
  };

  const msg = (e: FieldError | undefined, params?: Record<string, unknown>) => validationMessage(e?.message, params);
  // A place name left empty means the map gave none: say which one is missing.
  // Before a point is chosen the map's own message says it all.
  const placeMsg = (e: FieldError | undefined, key: string) => {
    if (!location && e?.message === 'selectRequired') return undefined;
    return e?.message === 'selectRequired' ? validationMessage(key) : msg(e);
  };

  const submit = handleSubmit(async (values) => {
    setFilesError(null);
    if (files.length) setProgress(0);
    try {
      const res = await signup.mutateAsync({
        form: buildSignupFormData(values, files),
        onProgress: files.length ? setProgress : undefined,
      });
      toastSuccess(res.message);
      onClose();
      navigate(`/email-verification?id=${res.data.id}&email=${encodeURIComponent(values.email)}`);
    } catch (err) {
      toastError(err);
      const unplaced = applyServerFieldErrors(err, [...FORM_FIELDS] as Array<keyof SignupFormValues>, setError);
      const fileError = Object.entries(unplaced).find(([field]) => field.startsWith('attachments'))?.[1];
      if (fileError) setFilesError(fileError);
      // The first refused field is marked and brought into view (the form is long; the button is at its end).
      const firstRefused = err instanceof ApiError ? Object.keys(err.fieldErrors).find((f) => FORM_FIELDS.has(f) && f !== 'altcha') : undefined;
      if (firstRefused) setFocus(firstRefused as keyof SignupFormValues, { shouldSelect: false });
      // A proof is accepted once: a new one only when the server got as far as checking it.
      if (captchaSpent(err)) setCaptchaReset((k) => k + 1);
    } finally {
      setProgress(null);
    }
  });

  const perFile =
    progress === null
      ? null
      : fileProgress(
          files.map((f) => f.size),
          progress,
        );

  return (
    <FormModal opened={opened} onClose={onClose} title={t('signup.title')} size={760} fullScreen={fullScreen}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('signup.subtitle')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <Controller
              control={control}
              name="customerType"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  label={t('fields.customerType')}
                  placeholder={t('fields.customerTypePlaceholder')}
                  data={typeOptions}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(next) => {
                    const changes = onCustomerTypeChange(getValues(), next);
                    field.onChange(changes.customerType);
                    setValue('industry', changes.industry);
                    setValue('companyName', changes.companyName);
                    clearErrors('industry');
                  }}
                  nothingFoundMessage={t('validation:noOption')}
                  error={msg(errors.customerType)}
                  comboboxProps={{ zIndex: 1000 }}
                  allowDeselect={false}
                  withAsterisk
                />
              )}
            />
            <Controller
              control={control}
              name="industry"
              render={({ field }) => (
                <MultiSelect
                  ref={field.ref}
                  label={t('fields.industry')}
                  placeholder={industry.length ? undefined : t('fields.industryPlaceholder')}
                  data={industryOptions}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={!gate.industriesEnabled}
                  nothingFoundMessage={industries.isFetching ? t('loading') : t('validation:noOption')}
                  error={msg(errors.industry as FieldError | undefined)}
                  comboboxProps={{ zIndex: 1000 }}
                  searchable
                  hidePickedOptions
                  withAsterisk
                />
              )}
            />
          </SimpleGrid>

          {locked && (
            <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} py="xs">
              {gate.industriesEnabled ? t('signup.gateIndustry') : t('signup.gateType')}
            </Alert>
          )}

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              {...register('name')}
              label={t('fields.contactName')}
              autoComplete="name"
              maxLength={50}
              disabled={locked}
              error={msg(errors.name)}
              withAsterisk
            />
            <TextInput
              {...register('companyName')}
              label={t('fields.companyName')}
              autoComplete="organization"
              maxLength={50}
              disabled={locked}
              readOnly={gate.companyMirrorsContact}
              variant={gate.companyMirrorsContact ? 'filled' : 'default'}
              description={gate.companyMirrorsContact ? t('signup.residentialCompany') : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={msg(errors.companyName)}
              withAsterisk
            />
            <TextInput
              {...register('email')}
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              placeholder={t('fields.emailPlaceholder')}
              dir="ltr"
              disabled={locked}
              error={msg(errors.email)}
              withAsterisk
            />
            <Controller
              control={control}
              name="phoneNo"
              render={({ field }) => (
                <PhoneInput
                  countryCode={getValues('countryCode')}
                  phoneNo={field.value}
                  onCountryCodeChange={(code) => setValue('countryCode', code, validateNow)}
                  onPhoneNoChange={field.onChange}
                  onBlur={field.onBlur}
                  error={msg(errors.phoneNo) ?? msg(errors.countryCode)}
                  disabled={locked}
                  countryCodeLabel={t('fields.countryCode')}
                  phoneLabel={t('fields.phone')}
                />
              )}
            />
          </SimpleGrid>

          <AttachmentsInput
            value={files}
            onChange={(next) => {
              setFiles(next);
              setFilesError(null);
            }}
            rules={signupAttachmentRules}
            label={t('fields.attachments')}
            description={t('fields.attachmentsHint')}
            error={filesError}
            disabled={locked || isSubmitting}
            progress={perFile}
          />

          <LocationPicker
            services={geoServices}
            value={location}
            onChange={setLocation}
            label={t('fields.location')}
            error={msg(errors.latitude) ?? msg(errors.longitude)}
            disabled={locked}
            required
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              {...register('country')}
              label={t('fields.country')}
              maxLength={50}
              disabled={locked}
              error={placeMsg(errors.country, 'countryRequired')}
              withAsterisk
            />
            <TextInput
              {...register('city')}
              label={t('fields.city')}
              maxLength={50}
              disabled={locked}
              error={placeMsg(errors.city, 'cityRequired')}
              withAsterisk
            />
            <TextInput
              {...register('area')}
              label={t('fields.area')}
              maxLength={20}
              disabled={locked}
              error={msg(errors.area)}
              withAsterisk
            />
            <TextInput
              {...register('branchName')}
              label={t('fields.branchName')}
              maxLength={50}
              disabled={locked}
              error={msg(errors.branchName)}
              withAsterisk
            />
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <PasswordInput
              {...register('password')}
              label={t('fields.password')}
              autoComplete="new-password"
              disabled={locked}
              error={msg(errors.password)}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              withAsterisk
            />
            <PasswordInput
              {...register('confirmPwd')}
              label={t('fields.confirmPassword')}
              autoComplete="new-password"
              disabled={locked}
              error={msg(errors.confirmPwd)}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
              withAsterisk
            />
          </SimpleGrid>

          <TermsCheckbox field={register('terms')} error={msg(errors.terms)} disabled={locked} />
          <AdultCheckbox field={register('adultConfirmed')} error={msg(errors.adultConfirmed)} disabled={locked} />

          <AltchaField
            onChange={(payload) => setValue('altcha', payload, { shouldValidate: isSubmitted })}
            error={msg(errors.altcha)}
            resetKey={captchaReset}
            disabled={locked}
          />

          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('signup.submit')}
          </Button>
          {progress !== null && (
            <Text size="sm" c="dimmed" ta="center" aria-live="polite">
              {t('signup.uploading', { percent: Math.round(progress * 100) })}
            </Text>
          )}
          <Group gap={6} justify="center">
            <Text size="sm">{t('signup.haveAccount')}</Text>
            <Anchor component="button" type="button" size="sm" fw={600} onClick={onLogin}>
              {t('signup.login')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

export default SignupModal;
