import { useMemo, useState } from 'react';
import { Button, Card, Group, MultiSelect, NumberInput, Stack, TagsInput, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import { providerProfileEditSchema, type ProviderProfile, type ProviderProfileEdit } from '@portal/contract/provider-account';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { PhoneInput } from '@portal/ui/phone-field';
import { ApiError } from '@portal/web-kit/api-client';
import { formatAmount } from '@portal/web-kit/format-order';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useCategories, useSaveProfile } from '../api/profile.ts';
import { ServiceAreas } from './service-areas.tsx';

type Errors = Partial<Record<string, string>>;

const editOf = (p: ProviderProfile): ProviderProfileEdit => ({
  countryCode: p.countryCode,
  phoneNo: p.phoneNo,
  contactEmails: p.contactEmails,
  dailyRate: p.dailyRate,
  minimumRatePerVisit: p.minimumRatePerVisit,
  subCategoryIds: p.subCategoryIds,
  serviceAreas: p.serviceAreas,
  education: p.education,
  cliqAlias: p.cliqAlias,
});

/** Contact details, rates, sub-categories, service areas and education, saved together (PUT /provider/profile). */
export function ProfileForm({ profile }: { profile: ProviderProfile }) {
  const { t, i18n } = useTranslation('profile');
  const lang = i18n.language as Lang;
  const [value, setValue] = useState<ProviderProfileEdit>(() => editOf(profile));
  const [educationText, setEducationText] = useState(() => profile.education.join('\n'));
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const save = useSaveProfile();
  const categories = useCategories();
  const set = <K extends keyof ProviderProfileEdit>(k: K, v: ProviderProfileEdit[K]) => setValue((old) => ({ ...old, [k]: v }));

  const subCategoryOptions = useMemo(
    () => (categories.data ?? []).map((c) => ({ group: c.name, items: c.subcategory.map((s) => ({ value: String(s.id), label: s.name })) })),
    [categories.data],
  );
  const ratesChanged = value.dailyRate !== profile.dailyRate || value.minimumRatePerVisit !== profile.minimumRatePerVisit;

  const check = () => {
    // One education line per line of the box; blank lines are not lines.
    const education = educationText.split('\n').map((l) => l.trim()).filter(Boolean);
    const parsed = providerProfileEditSchema.safeParse({ ...value, education });
    if (parsed.success) return parsed.data;
    const next: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      next[field] ??= t(`validation:${issue.message}`);
    }
    setErrors(next);
    toastError(Object.values(next)[0]);
    return null;
  };

  const send = async () => {
    const body = check();
    if (!body) return;
    try {
      const { data, message } = await save.mutateAsync(body);
      setValue(editOf(data));
      setEducationText(data.education.join('\n'));
      setErrors({});
      setConfirming(false);
      toastSuccess(message);
    } catch (err) {
      setConfirming(false);
      if (err instanceof ApiError) setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, m]) => [k.split('.')[0]!, m[0] ?? ''])));
      toastError(err);
    }
  };

  // A change of price asks first and shows the amounts (money is never changed by one tap).
  const submit = () => {
    if (!check()) return;
    if (ratesChanged) setConfirming(true);
    else void send();
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="h4" mb="sm">
          {t('contact')}
        </Title>
        <Stack gap="sm">
          <PhoneInput
            countryCode={value.countryCode}
            phoneNo={value.phoneNo}
            onCountryCodeChange={(v) => set('countryCode', v)}
            onPhoneNoChange={(v) => set('phoneNo', v)}
            error={errors.phoneNo ?? errors.countryCode}
            countryCodeLabel={t('countryCode')}
            phoneLabel={t('phone')}
          />
          <TagsInput label={t('contactEmails')} description={t('contactEmailsHint')} value={value.contactEmails} onChange={(v) => set('contactEmails', v)} error={errors.contactEmails} maxTags={3} />
          {/* Issue 19.4: customers see it at payment and pay from their own bank's app. */}
          <TextInput
            label={t('cliqAlias')}
            description={t('cliqAliasHint')}
            value={value.cliqAlias ?? ''}
            onChange={(e) => set('cliqAlias', e.currentTarget.value)}
            error={errors.cliqAlias}
            maxLength={20}
            dir="ltr"
            autoComplete="off"
          />
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="h4" mb="sm">
          {t('rates')}
        </Title>
        <Group grow align="flex-start">
          <NumberInput label={t('dailyRate')} suffix={` ${t('jod')}`} decimalScale={3} min={0} value={value.dailyRate} onChange={(v) => set('dailyRate', Number(v) || 0)} error={errors.dailyRate} hideControls />
          <NumberInput
            label={t('minimumVisit')}
            suffix={` ${t('jod')}`}
            decimalScale={3}
            min={0}
            value={value.minimumRatePerVisit}
            onChange={(v) => set('minimumRatePerVisit', Number(v) || 0)}
            error={errors.minimumRatePerVisit}
            hideControls
          />
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          {t('commission', { rate: formatAmount(profile.commissionRate, lang) })}
        </Text>
      </Card>

      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="h4" mb="sm">
          {t('services')}
        </Title>
        <MultiSelect
          label={t('subCategories')}
          data={subCategoryOptions}
          value={value.subCategoryIds.map(String)}
          onChange={(v) => set('subCategoryIds', v.map(Number))}
          error={errors.subCategoryIds}
          searchable
          hidePickedOptions
          maxValues={60}
        />
        <ServiceAreas value={value.serviceAreas} onChange={(v) => set('serviceAreas', v)} error={errors.serviceAreas} />
      </Card>

      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="h4" mb="sm">
          {t('education')}
        </Title>
        <Textarea
          label={t('educationLines')}
          description={t('educationHint')}
          autosize
          minRows={2}
          value={educationText}
          onChange={(e) => setEducationText(e.currentTarget.value)}
          error={errors.education}
        />
      </Card>

      <Button onClick={submit} loading={save.isPending} size="md">
        {t('save')}
      </Button>

      <ConfirmDialog
        opened={confirming}
        title={t('confirmRatesTitle')}
        confirmLabel={t('confirmRates')}
        backLabel={t('cancel')}
        busy={save.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        <Text>{t('confirmRatesBody', { daily: formatAmount(value.dailyRate, lang), visit: formatAmount(value.minimumRatePerVisit, lang) })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
