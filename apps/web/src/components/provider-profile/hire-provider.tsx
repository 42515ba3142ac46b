import { useState } from 'react';
import { Button, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProviderProfile } from '../../api/providers/provider-profile.ts';

/** The direct award form for this provider and one of its services (spec §2.1: categoryId, subcategoryId; spId preselects). */
export function hirePath(providerId: number, s: { categoryId: number; subCategoryId: number }) {
  const qs = new URLSearchParams({ categoryId: String(s.categoryId), subcategoryId: String(s.subCategoryId), spId: String(providerId) });
  return `/direct-award-details?${qs.toString()}`;
}

/**
 * Hire from any profile (issue 15): a provider serving one sub-category goes straight to the direct award form;
 * one serving several asks which first. A provider serving none has nothing to be hired for, so no button.
 */
export function HireProvider({ p, onClose }: { p: Pick<ProviderProfile, 'id' | 'services'>; onClose: () => void }) {
  const { t } = useTranslation('provider');
  const [chosen, setChosen] = useState<string | null>(p.services.length === 1 ? String(p.services[0]!.subCategoryId) : null);
  if (!p.services.length) return null;
  const service = p.services.find((s) => String(s.subCategoryId) === chosen);
  return (
    <Stack gap="xs">
      {p.services.length > 1 && (
        <Select
          label={t('hireService')}
          placeholder={t('hireServicePlaceholder')}
          data={p.services.map((s) => ({ value: String(s.subCategoryId), label: `${s.subCategory} · ${s.category}` }))}
          value={chosen}
          onChange={setChosen}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
        />
      )}
      {service ? (
        <Button component={Link} to={hirePath(p.id, service)} onClick={onClose}>
          {t('hire')}
        </Button>
      ) : (
        <Button disabled>{t('hire')}</Button>
      )}
    </Stack>
  );
}
