import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';

export type Texts = Record<Lang, string>;
export const emptyTexts = (): Texts => ({ en: '', ar: '', fr: '' });

type Props = {
  /** The field's name; each input reads "<label> (Arabic)" and so on. */
  label: string;
  value: Texts;
  onChange: (value: Texts) => void;
  errors?: Partial<Record<Lang, string>>;
  maxLength: number;
  long?: boolean;
  required?: boolean;
};

/** One text in Arabic, English and French, each typed in its own direction. */
export function TrilingualInputs({ label, value, onChange, errors = {}, maxLength, long = false, required = true }: Props) {
  const { t } = useTranslation('content');
  const Field = long ? Textarea : TextInput;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {(['ar', 'en', 'fr'] as const).map((l) => (
        <Field
          key={l}
          dir={l === 'ar' ? 'rtl' : 'ltr'}
          lang={l}
          required={required}
          maxLength={maxLength}
          label={t('inLang', { label, lang: t(`langs.${l}`) })}
          value={value[l]}
          onChange={(e) => onChange({ ...value, [l]: e.currentTarget.value })}
          error={errors[l]}
          {...(long ? { autosize: true, minRows: 2 } : {})}
        />
      ))}
    </SimpleGrid>
  );
}
