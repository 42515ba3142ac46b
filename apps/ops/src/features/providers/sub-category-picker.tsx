import { MultiSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pickLang, type Lang } from '@portal/contract/lang';
import type { OperatorCategory } from '@portal/contract/operator';
import { apiRequest } from '@portal/web-kit/api-client';

/** Sub-categories grouped by category, every one of them (hidden ones too: a provider may still serve one). */
export function SubCategoryPicker({ value, onChange, error }: { value: string[]; onChange: (v: string[]) => void; error?: string }) {
  const { t, i18n } = useTranslation('people');
  const lang = i18n.language as Lang;
  const categories = useQuery({
    queryKey: ['ops', 'categories'],
    queryFn: async ({ signal }) => (await apiRequest<OperatorCategory[]>('GET', '/operator/categories', { signal })).data,
    staleTime: 60_000,
  });
  const data = (categories.data ?? [])
    .filter((c) => c.subCategories.length > 0)
    .map((c) => ({ group: pickLang(c, lang), items: c.subCategories.map((s) => ({ value: String(s.id), label: pickLang(s, lang) })) }));
  return (
    <MultiSelect
      label={t('providers.form.subCategories')}
      required
      searchable
      data={data}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
