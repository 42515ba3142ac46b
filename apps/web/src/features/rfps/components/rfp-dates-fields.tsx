import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { SimpleGrid } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent, IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import { todayInAmman } from '../rfp-dates.ts';

/** Saturday first in Arabic, Monday in French, Sunday in English; Friday and Saturday are the weekend in Jordan. */
const FIRST_DAY: Record<Lang, 0 | 1 | 6> = { en: 0, ar: 6, fr: 1 };

type Props = {
  start: string | null;
  end: string | null;
  onStart: (v: string | null) => void;
  onEnd: (v: string | null) => void;
  startError?: string;
  endError?: string;
  disabled?: boolean;
};

/** Spec §2.9: the days proposals are accepted, from today (in Amman); the end day counts to its last second. */
export function RfpDatesFields({ start, end, onStart, onEnd, startError, endError, disabled }: Props) {
  const { t, i18n } = useTranslation('rfps');
  const lang = (i18n.language as Lang) || 'en';
  const phone = useMediaQuery('(max-width: 36em)');
  const today = todayInAmman();
  const common = {
    valueFormat: 'DD-MM-YYYY',
    clearable: true,
    withAsterisk: true,
    disabled,
    dropdownType: phone ? ('modal' as const) : ('popover' as const),
    popoverProps: { zIndex: 1000 },
    modalProps: { zIndex: 1000 },
  };
  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: FIRST_DAY[lang] ?? 0, weekendDays: [5, 6], consistentWeeks: true }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DatePickerInput
          {...common}
          data-testid="rfp-start-date"
          label={t('create.dates.start')}
          description={t('create.dates.startHint')}
          placeholder={t('create.dates.pick')}
          value={start}
          onChange={onStart}
          minDate={today}
          error={startError}
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
        />
        <DatePickerInput
          {...common}
          data-testid="rfp-end-date"
          label={t('create.dates.end')}
          description={t('create.dates.endHint')}
          placeholder={t('create.dates.pick')}
          value={end}
          onChange={onEnd}
          minDate={start && start > today ? start : today}
          error={endError}
          leftSection={<IconCalendarCheck size={18} aria-hidden />}
        />
      </SimpleGrid>
    </DatesProvider>
  );
}
