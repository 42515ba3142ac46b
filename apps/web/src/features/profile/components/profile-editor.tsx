import { useEffect, useMemo } from 'react';
import { Affix, Button, Grid, Group, MultiSelect, Paper, Stack, Text, Textarea, TextInput, Title, Transition } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract/limits';
import { clip, LocationPicker } from '@portal/ui/location-picker';
import { geoServices } from '@portal/web-kit/geo';
import { PhoneInput } from '@portal/ui/phone-field';
import { applyServerFieldErrors } from '@portal/web-kit/server-field-errors';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { validationMessage } from '@portal/ui/validation-message';
import { useEditProfile } from '../api/edit-profile.ts';
import { useIndustries } from '../../../api/reference/industries.ts';
import type { ProfileView as Profile } from '@portal/contract/profile';
import {
  ABOUT_MAX,
  buildEditPayload,
  firstFormError,
  formValuesFromProfile,
  isCommercial,
  POSITION_MAX,
  profileFormSchema,
  type ProfileFormValues,
} from '../profile-form.ts';
import { AttachmentsSection } from './attachments-section.tsx';
import { BranchesSection } from './branches-section.tsx';
import { CompletionCard } from './completion-card.tsx';
import { FormSection } from './form-section.tsx';
import { PhotoCard } from './photo-card.tsx';
import { PrivacySection } from './privacy-section.tsx';

const FORM_FIELDS = [
  'name',
  'companyName',
  'phoneNo',
  'countryCode',
  'description',
  'industry',
  'contactPosition',
  'about',
  'area',
  'branchName',
  'latitude',
  'longitude',
] as const;

const FORM_ID = 'profile-form';

const industryName = (i: { industryEnglishName: string; industryArabicName: string; industryFrenchName: string }, lang: string) =>
  (lang === 'ar' ? i.industryArabicName : lang === 'fr' ? i.industryFrenchName : i.industryEnglishName) || i.industryEnglishName;

export function ProfileEditor({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('profile');
  const commercial = isCommercial(profile);
  const industries = useIndustries(profile.customerType.id);
  const edit = useEditProfile();
  const defaults = useMemo(() => formValuesFromProfile(profile), [profile]);
  const schema = useMemo(() => profileFormSchema(commercial), [commercial]);

  const { register, control, handleSubmit, reset, setValue, getValues, watch, setError, formState } = useForm<ProfileFormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  // A saved answer (or a refetch) is the new starting point, so Save greys out again.
  useEffect(() => reset(defaults), [defaults, reset]);

  const e = formState.errors;
  const msg = (m: string | undefined) => validationMessage(m);
  const description = watch('description');
  const about = watch('about');
  const [lat, lng, area, city, country] = watch(['latitude', 'longitude', 'area', 'city', 'country']);
  const location =
    lat !== null && lng !== null
      ? { latitude: lat, longitude: lng, area, city, country, address: [area, city, country].filter(Boolean).join(', ') }
      : null;

  const branchErrors = useMemo(() => {
    const map = new Map<number, string>();
    (e.branches as unknown as (FieldErrors | undefined)[] | undefined)?.forEach?.((b, i) => {
      const first = b && Object.values(b).find((x) => x && typeof x === 'object' && 'message' in x);
      if (first?.message) map.set(i, String(first.message));
    });
    return map;
  }, [e.branches]);

  const customerTypeName =
    (i18n.language === 'ar'
      ? profile.customerType.arabicName
      : i18n.language === 'fr'
        ? profile.customerType.frenchName
        : profile.customerType.name) || profile.customerType.name;

  const save = handleSubmit(
    async () => {
      // The resolver's output keeps only the checked fields; the payload is built from everything the form holds.
      const values = getValues();
      try {
        const { message } = await edit.mutateAsync(buildEditPayload(values, profile));
        toastSuccess(message || t('saved'));
      } catch (err) {
        const branchKeys = values.branches.flatMap((_, i) =>
          ['area', 'branchName', 'name', 'phoneNo', 'email'].map((f) => `branches.${i}.${f}`),
        );
        applyServerFieldErrors(err, [...FORM_FIELDS, ...branchKeys], (field, error) => setError(field as never, error));
        toastError(err);
      }
    },
    (errors) => {
      // The message is on the field (or its branch card); the toast says why nothing was saved.
      toastError(msg(firstFormError(errors)) ?? t('fixErrors'));
    },
  );

  const dirtyOpts = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  return (
    <form id={FORM_ID} onSubmit={(ev) => void save(ev)} noValidate>
      <Stack gap="lg" pb={96}>
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {commercial ? t('companyTitle') : t('customerTitle')}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>

        {!profile.isProfileCompleted && profile.completion && <CompletionCard completion={profile.completion} commercial={commercial} />}

        <FormSection title={commercial ? t('companyTitle') : t('customerTitle')}>
          <PhotoCard photo={profile.profilePhoto} name={profile.companyName || profile.name} />
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...register('companyName')}
                label={commercial ? t('fields.companyName') : t('fields.customerName')}
                maxLength={LIMITS.nameMax}
                error={msg(e.companyName?.message)}
                withAsterisk
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('fields.email')}
                value={profile.email}
                readOnly
                variant="filled"
                dir="ltr"
                description={t('fields.readOnly')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('fields.customerType')} value={customerTypeName} readOnly variant="filled" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Controller
                control={control}
                name="industry"
                render={({ field }) => (
                  <MultiSelect
                    label={t('fields.industry')}
                    placeholder={field.value.length ? undefined : t('fields.industryPlaceholder')}
                    data={(industries.data ?? []).map((i) => ({ value: String(i.industryId), label: industryName(i, i18n.language) }))}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={msg(e.industry?.message)}
                    nothingFoundMessage={t('validation:noOption')}
                    searchable
                    withAsterisk
                    comboboxProps={{ zIndex: 300 }}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Controller
                control={control}
                name="phoneNo"
                render={({ field }) => (
                  <PhoneInput
                    countryCode={watch('countryCode')}
                    phoneNo={field.value}
                    onCountryCodeChange={(c) => setValue('countryCode', c, dirtyOpts)}
                    onPhoneNoChange={field.onChange}
                    onBlur={field.onBlur}
                    error={msg(e.phoneNo?.message)}
                    countryCodeLabel={t('fields.countryCode')}
                    phoneLabel={t('fields.phone')}
                  />
                )}
              />
            </Grid.Col>
            {commercial && (
              <Grid.Col span={12}>
                <Textarea
                  {...register('description')}
                  label={t('fields.description')}
                  autosize
                  minRows={2}
                  maxLength={LIMITS.formDescriptionMax}
                  error={msg(e.description?.message)}
                  withAsterisk
                  description={t('fields.descriptionCount', { count: description.length, max: LIMITS.formDescriptionMax })}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                />
              </Grid.Col>
            )}
          </Grid>
        </FormSection>

        <FormSection title={t('sections.contactPerson')}>
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...register('name')}
                label={t('fields.contactName')}
                maxLength={LIMITS.nameMax}
                error={msg(e.name?.message)}
                withAsterisk
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...register('contactPosition')}
                label={t('fields.contactPosition')}
                maxLength={POSITION_MAX}
                error={msg(e.contactPosition?.message)}
              />
            </Grid.Col>
          </Grid>
        </FormSection>

        <FormSection title={t('sections.about')}>
          <Textarea
            {...register('about')}
            aria-label={t('fields.about')}
            placeholder={t('fields.aboutPlaceholder')}
            autosize
            minRows={3}
            maxLength={ABOUT_MAX}
            error={msg(e.about?.message)}
            description={t('fields.descriptionCount', { count: about.length, max: ABOUT_MAX })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        </FormSection>

        <FormSection title={t('sections.attachments')}>
          <Controller
            control={control}
            name="attachments"
            render={({ field }) => <AttachmentsSection value={field.value} onChange={field.onChange} />}
          />
        </FormSection>

        <FormSection title={t('sections.mainAddress')}>
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...register('branchName')}
                label={t('fields.branchName')}
                maxLength={LIMITS.nameMax}
                error={msg(e.branchName?.message)}
                withAsterisk
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...register('area')}
                label={t('fields.area')}
                maxLength={LIMITS.areaMax}
                error={msg(e.area?.message)}
                withAsterisk
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6 }}>
              <TextInput label={t('fields.city')} value={city} readOnly variant="filled" />
            </Grid.Col>
            <Grid.Col span={{ base: 6 }}>
              <TextInput label={t('fields.country')} value={country} readOnly variant="filled" />
            </Grid.Col>
          </Grid>
          <LocationPicker
            services={geoServices}
            label={t('fields.place')}
            required
            value={location}
            error={msg(e.latitude?.message ?? e.longitude?.message)}
            onChange={(p) => {
              setValue('latitude', p.latitude, dirtyOpts);
              setValue('longitude', p.longitude, dirtyOpts);
              // City and country stay as registered (read-only, spec §5); the area follows the new place.
              if (p.area) setValue('area', clip(p.area, LIMITS.areaMax), dirtyOpts);
            }}
          />
        </FormSection>

        <FormSection title={t('sections.branches')}>
          <Controller
            control={control}
            name="branches"
            render={({ field }) => (
              <BranchesSection value={field.value} onChange={(v) => setValue('branches', v, dirtyOpts)} errors={branchErrors} />
            )}
          />
        </FormSection>

        <FormSection title={t('sections.privacy')}>
          <PrivacySection
            notifyEmail={watch('notifyEmail')}
            onNotifyEmail={(v) => setValue('notifyEmail', v, dirtyOpts)}
            notifyPush={watch('notifyPush')}
            onNotifyPush={(v) => setValue('notifyPush', v, dirtyOpts)}
            marketingOptOut={watch('marketingOptOut')}
            onMarketingOptOut={(v) => setValue('marketingOptOut', v, dirtyOpts)}
            allowLocationAccess={watch('allowLocationAccess')}
            onAllowLocationAccess={(v) => setValue('allowLocationAccess', v, dirtyOpts)}
          />
        </FormSection>
      </Stack>

      <Affix position={{ bottom: 0, left: 0, right: 0 }} zIndex={150}>
        <Paper withBorder radius={0} p="sm" shadow="md">
          <Group justify="flex-end" gap="md" maw={960} mx="auto" px={{ base: 0, sm: 'md' }}>
            <Transition mounted={formState.isDirty} transition="fade">
              {(style) => (
                <Text size="sm" c="dimmed" style={style}>
                  {t('unsaved')}
                </Text>
              )}
            </Transition>
            {/* The bar lives in a portal, outside the form element: the form attribute ties the button to it. */}
            <Button
              type="submit"
              form={FORM_ID}
              leftSection={<IconDeviceFloppy size={18} />}
              disabled={!formState.isDirty}
              loading={edit.isPending}
            >
              {t('save')}
            </Button>
          </Group>
        </Paper>
      </Affix>
    </form>
  );
}
