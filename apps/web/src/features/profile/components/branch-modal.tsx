import { useEffect } from 'react';
import { Button, Grid, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract/limits';
import { FormModal } from '@portal/ui/form-modal';
import { clip, LocationPicker } from '@portal/ui/location-picker';
import { geoServices } from '@portal/web-kit/geo';
import { PhoneInput } from '@portal/ui/phone-field';
import { validationMessage } from '@portal/ui/validation-message';
import { branchSchema, type BranchValue } from '../profile-form.ts';

type BranchDraft = Omit<BranchValue, 'latitude' | 'longitude'> & { latitude: number | null; longitude: number | null };

const EMPTY: BranchDraft = {
  name: '',
  email: '',
  branchName: '',
  phoneNo: '',
  countryCode: '+962',
  area: '',
  city: '',
  country: '',
  latitude: null,
  longitude: null,
};

type Props = {
  /** The branch edited; null adds one; undefined keeps the dialog closed. */
  branch: BranchValue | null | undefined;
  onClose: () => void;
  onSave: (branch: BranchValue) => void;
};

/** Adds or edits one extra branch: area, branch name, contact name, phone, e-mail and place (spec §5 Profile). */
export function BranchModal({ branch, onClose, onSave }: Props) {
  const { t } = useTranslation('profile');
  const { register, control, handleSubmit, reset, setValue, watch, formState } = useForm<BranchDraft>({
    resolver: zodResolver(branchSchema) as never,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  useEffect(() => {
    if (branch !== undefined) reset(branch ?? EMPTY);
  }, [branch, reset]);

  const e = formState.errors;
  const msg = (m: string | undefined) => validationMessage(m);
  const [lat, lng, city, country, area] = watch(['latitude', 'longitude', 'city', 'country', 'area']);
  const location =
    lat !== null && lng !== null
      ? { latitude: lat, longitude: lng, city, country, area, address: [area, city].filter(Boolean).join(', ') }
      : null;

  const submit = handleSubmit((v) => {
    const id = branch?.id;
    // The schema checks the typed fields; the place's city and country come from the map (a resolver drops unknown keys).
    onSave({ ...(id !== undefined ? { id } : {}), ...v, city, country, latitude: v.latitude!, longitude: v.longitude! });
  });

  return (
    <FormModal opened={branch !== undefined} onClose={onClose} title={branch ? t('branches.editTitle') : t('branches.addTitle')} size="lg">
      {/* The dialog renders in a portal but React bubbles its submit to the profile form: stop it here. */}
      <form
        onSubmit={(ev) => {
          ev.stopPropagation();
          void submit(ev);
        }}
        noValidate
      >
        <Stack gap="sm">
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
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...register('name')}
                label={t('branches.contactName')}
                maxLength={LIMITS.nameMax}
                error={msg(e.name?.message)}
                withAsterisk
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                {...register('email')}
                type="email"
                dir="ltr"
                label={t('branches.email')}
                error={msg(e.email?.message)}
                withAsterisk
              />
            </Grid.Col>
          </Grid>
          <Controller
            control={control}
            name="phoneNo"
            render={({ field }) => (
              <PhoneInput
                countryCode={watch('countryCode')}
                phoneNo={field.value}
                onCountryCodeChange={(c) => setValue('countryCode', c, { shouldDirty: true })}
                onPhoneNoChange={field.onChange}
                onBlur={field.onBlur}
                error={msg(e.phoneNo?.message)}
                countryCodeLabel={t('fields.countryCode')}
                phoneLabel={t('fields.phone')}
              />
            )}
          />
          <LocationPicker
            services={geoServices}
            label={t('fields.place')}
            required
            value={location}
            mapHeight={220}
            error={msg(e.latitude?.message ?? e.longitude?.message)}
            onChange={(p) => {
              const opts = { shouldDirty: true, shouldValidate: formState.isSubmitted };
              setValue('latitude', p.latitude, opts);
              setValue('longitude', p.longitude, opts);
              setValue('city', p.city, opts);
              setValue('country', p.country, opts);
              if (p.area) setValue('area', clip(p.area, LIMITS.areaMax), opts);
            }}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('branches.cancel')}
            </Button>
            <Button type="submit">{t('branches.save')}</Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
