import '@mantine/dates/styles.layer.css';
import { useState } from 'react';
import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { FilterState } from '@portal/contract/order-state-machine';
import { FormModal } from '@portal/ui/form-modal';
import { EMPTY_FILTER, type OrderFilter } from '../../lib/list-query.ts';
// The calendar's month and day names in the page's language.
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';

type Props = {
  opened: boolean;
  onClose: () => void;
  value: OrderFilter;
  /**
   * The states offered in the status choice: the spec's filter states (§4.1: requested, rejected, approved,
   * confirmed, done); none hides it (RFPs receiving proposals).
   */
  statuses: readonly FilterState[];
  onApply: (f: OrderFilter) => void;
  title: string;
};

/** The filter of one list (spec §3 Filter): a range of days, the date order, a status; apply or reset. */
export function OrderFilterModal({ opened, onClose, value, statuses, onApply, title }: Props) {
  const { t, i18n } = useTranslation('orders');
  const [draft, setDraft] = useState<OrderFilter>(value);
  // Each opening starts from what is applied, not from an abandoned draft.
  const [wasOpen, setWasOpen] = useState(opened);
  if (opened !== wasOpen) {
    setWasOpen(opened);
    if (opened) setDraft(value);
  }

  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="md">
      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 6 }}>
        <Stack gap="md">
          <DatePickerInput
            type="range"
            label={t('filter.dates')}
            placeholder={t('filter.datesPlaceholder')}
            value={[draft.from, draft.to]}
            onChange={([from, to]) => setDraft((d) => ({ ...d, from: from ?? null, to: to ?? null }))}
            valueFormat="DD-MM-YYYY"
            allowSingleDateInRange
            clearable
            popoverProps={{ zIndex: 400 }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="order-filter-sort">
              {t('filter.sort')}
            </Text>
            <SegmentedControl
              aria-labelledby="order-filter-sort"
              fullWidth
              value={draft.sort ?? 'DESC'}
              onChange={(v) => setDraft((d) => ({ ...d, sort: v as 'ASC' | 'DESC' }))}
              data={[
                { value: 'DESC', label: t('filter.newest') },
                { value: 'ASC', label: t('filter.oldest') },
              ]}
            />
          </Stack>
          {statuses.length > 0 && (
            <Select
              label={t('filter.status')}
              placeholder={t('filter.anyStatus')}
              clearable
              value={draft.status}
              onChange={(v) => setDraft((d) => ({ ...d, status: (v as FilterState | null) ?? null }))}
              data={statuses.map((s) => ({ value: s, label: t(`filterState.${s}`) }))}
              comboboxProps={{ zIndex: 400 }}
              nothingFoundMessage={t('filter.noOptions')}
            />
          )}
          <Group justify="space-between" mt="sm">
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                setDraft(EMPTY_FILTER);
                onApply(EMPTY_FILTER);
                onClose();
              }}
            >
              {t('filter.reset')}
            </Button>
            <Button
              onClick={() => {
                onApply(draft);
                onClose();
              }}
            >
              {t('filter.apply')}
            </Button>
          </Group>
        </Stack>
      </DatesProvider>
    </FormModal>
  );
}
