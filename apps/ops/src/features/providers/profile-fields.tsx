import { Group, NumberInput, Radio, SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import type { OperatorProviderDetail, ProviderProfileInput } from '@portal/contract/operator-people';

type Texts = Record<Lang, string>;
export type ProfileDraft = {
  name: Texts;
  expertise: Texts;
  about: Texts;
  userType: 'C' | 'I';
  phoneNo: string;
  dailyRate: number | string;
  minimum: number | string;
  carToggle: boolean;
};

const empty = (): Texts => ({ en: '', ar: '', fr: '' });
export const emptyProfile = (): ProfileDraft => ({
  name: empty(),
  expertise: empty(),
  about: empty(),
  userType: 'C',
  phoneNo: '',
  dailyRate: '',
  minimum: '',
  carToggle: false,
});
export const profileOf = (p: OperatorProviderDetail): ProfileDraft => ({
  name: { ...p.name },
  expertise: { ...p.expertise },
  about: { ...p.about },
  userType: p.userType,
  phoneNo: p.phoneNo,
  dailyRate: p.dailyRate,
  minimum: p.minimumRatePerVisit,
  carToggle: p.carToggle,
});
/** The profile as the API takes it (Jordan's numbers: +962). */
export const profileBody = (d: ProfileDraft): ProviderProfileInput => ({
  name: d.name,
  userType: d.userType,
  countryCode: '+962',
  phoneNo: d.phoneNo,
  dailyRate: Number(d.dailyRate),
  minimumRatePerVisit: Number(d.minimum),
  expertise: d.expertise,
  about: d.about,
  carToggle: d.carToggle,
});

type Props = { value: ProfileDraft; onChange: (v: ProfileDraft) => void; errors: Record<string, string> };

/** A provider's profile and rates: for a new account and for a change of an existing one. */
export function ProfileFields({ value, onChange, errors }: Props) {
  const { t } = useTranslation('people');
  const set = <K extends keyof ProfileDraft>(k: K, v: ProfileDraft[K]) => onChange({ ...value, [k]: v });
  const trilingual = (label: 'name' | 'expertise' | 'about', long = false) => (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {(['ar', 'en', 'fr'] as const).map((l) => {
        const Field = long ? Textarea : TextInput;
        return (
          <Field
            key={l}
            dir={l === 'ar' ? 'rtl' : 'ltr'}
            lang={l}
            required
            label={t(`providers.form.${label}.${l}`)}
            value={value[label][l]}
            onChange={(e) => set(label, { ...value[label], [l]: e.currentTarget.value })}
            error={errors[`${label}.${l}`]}
          />
        );
      })}
    </SimpleGrid>
  );
  return (
    <>
      {trilingual('name')}
      <Radio.Group label={t('providers.form.userType')} value={value.userType} onChange={(v) => set('userType', v as 'C' | 'I')}>
        <Group mt="xs">
          <Radio value="C" label={t('providers.form.company')} />
          <Radio value="I" label={t('providers.form.individual')} />
        </Group>
      </Radio.Group>
      <TextInput
        label={t('common:phone')}
        description="+962"
        dir="ltr"
        required
        value={value.phoneNo}
        onChange={(e) => set('phoneNo', e.currentTarget.value)}
        error={errors.phoneNo}
        maw={260}
      />
      <Group align="flex-start">
        <NumberInput
          label={t('providers.form.dailyRate')}
          required
          min={0}
          decimalScale={3}
          value={value.dailyRate}
          onChange={(v) => set('dailyRate', v)}
          error={errors.dailyRate}
          w={{ base: '100%', sm: 200 }}
        />
        <NumberInput
          label={t('providers.form.minimum')}
          required
          min={0}
          decimalScale={3}
          value={value.minimum}
          onChange={(v) => set('minimum', v)}
          error={errors.minimumRatePerVisit}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      <Switch label={t('providers.form.car')} checked={value.carToggle} onChange={(e) => set('carToggle', e.currentTarget.checked)} />
      {trilingual('expertise')}
      {trilingual('about', true)}
    </>
  );
}
