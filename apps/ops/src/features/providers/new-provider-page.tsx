import { useState } from 'react';
import { Button, Card, Group, MultiSelect, NumberInput, Radio, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGS, pickLang, type Lang } from '@portal/contract/lang';
import type { OperatorCategory } from '@portal/contract/operator';
import { apiRequest, ApiError } from '@portal/web-kit/api-client';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useCreateProvider } from './providers-api.ts';

type Texts = Record<Lang, string>;
const empty = (): Texts => ({ en: '', ar: '', fr: '' });

/** A new provider account: its profile and trades; the invitation mail lets the provider choose the password. */
export function NewProviderPage() {
  const { t, i18n } = useTranslation('people');
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const create = useCreateProvider();
  const categories = useQuery({
    queryKey: ['ops', 'categories'],
    queryFn: async ({ signal }) => (await apiRequest<OperatorCategory[]>('GET', '/operator/categories', { signal })).data,
    staleTime: 60_000,
  });
  const [email, setEmail] = useState('');
  const [name, setName] = useState<Texts>(empty);
  const [expertise, setExpertise] = useState<Texts>(empty);
  const [about, setAbout] = useState<Texts>(empty);
  const [userType, setUserType] = useState<'C' | 'I'>('C');
  const [phoneNo, setPhoneNo] = useState('');
  const [dailyRate, setDailyRate] = useState<number | string>('');
  const [minimum, setMinimum] = useState<number | string>('');
  const [subs, setSubs] = useState<string[]>([]);
  const [inviteLang, setInviteLang] = useState<Lang>('ar');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const subOptions = (categories.data ?? []).map((c) => ({
    group: pickLang({ en: c.en, ar: c.ar, fr: c.fr }, lang),
    items: c.subCategories.map((s) => ({ value: String(s.id), label: pickLang({ en: s.en, ar: s.ar, fr: s.fr }, lang) })),
  }));
  const err = (field: string) => errors[field];

  const submit = () =>
    create.mutate(
      {
        email,
        name,
        userType,
        countryCode: '+962',
        phoneNo,
        dailyRate: Number(dailyRate),
        minimumRatePerVisit: Number(minimum),
        expertise,
        about,
        subCategoryIds: subs.map(Number),
        lang: inviteLang,
      },
      {
        onSuccess: ({ message, data }) => {
          toastSuccess(message);
          void navigate(`/providers/${data.id}`);
        },
        onError: (e) => {
          // The server's rules and messages: each field shows its own, the first also as a toast.
          if (e instanceof ApiError) setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
          toastError(e);
        },
      },
    );

  const trilingual = (label: string, value: Texts, set: (v: Texts) => void, field: string, long = false) => (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {(['ar', 'en', 'fr'] as const).map((l) => {
        const Field = long ? Textarea : TextInput;
        return (
          <Field key={l} dir={l === 'ar' ? 'rtl' : 'ltr'} lang={l} required label={t(`providers.form.${label}.${l}`)} value={value[l]}
            onChange={(e) => set({ ...value, [l]: e.currentTarget.value })} error={err(`${field}.${l}`)} />
        );
      })}
    </SimpleGrid>
  );

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">{t('providers.new')}</Title>
      <Card withBorder>
        <Stack gap="sm">
          <TextInput label={t('email')} type="email" dir="ltr" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={err('email')} maw={420} />
          {trilingual('name', name, setName, 'name')}
          <Radio.Group label={t('providers.form.userType')} value={userType} onChange={(v) => setUserType(v as 'C' | 'I')}>
            <Group mt="xs">
              <Radio value="C" label={t('providers.form.company')} />
              <Radio value="I" label={t('providers.form.individual')} />
            </Group>
          </Radio.Group>
          <TextInput label={t('common:phone')} description="+962" dir="ltr" required value={phoneNo} onChange={(e) => setPhoneNo(e.currentTarget.value)} error={err('phoneNo')} maw={260} />
          <Group align="flex-start">
            <NumberInput label={t('providers.form.dailyRate')} required min={0} decimalScale={3} value={dailyRate} onChange={setDailyRate} error={err('dailyRate')} w={{ base: '100%', sm: 200 }} />
            <NumberInput label={t('providers.form.minimum')} required min={0} decimalScale={3} value={minimum} onChange={setMinimum} error={err('minimumRatePerVisit')} w={{ base: '100%', sm: 200 }} />
          </Group>
          {trilingual('expertise', expertise, setExpertise, 'expertise')}
          {trilingual('about', about, setAbout, 'about', true)}
          <MultiSelect label={t('providers.form.subCategories')} required searchable data={subOptions} value={subs} onChange={setSubs} error={err('subCategoryIds')} />
          <Radio.Group label={t('providers.form.inviteLang')} value={inviteLang} onChange={(v) => setInviteLang(v as Lang)}>
            <Group mt="xs">
              {LANGS.map((l) => <Radio key={l} value={l} label={t(`providers.form.lang.${l}`)} />)}
            </Group>
          </Radio.Group>
          <Group justify="flex-end">
            <Button onClick={submit} loading={create.isPending}>{t('providers.form.create')}</Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
