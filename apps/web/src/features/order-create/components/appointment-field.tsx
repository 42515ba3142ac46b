import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import { todayInAmman } from '@portal/web-kit/amman-time';

/** The first day of the week as customers here expect it: Saturday in Arabic, Monday in French, Sunday in English. */
const FIRST_DAY: Record<Lang, 0 | 1 | 6> = { en: 0, ar: 6, fr: 1 };

/** Friday and Saturday: the weekend in Jordan. */
const WEEKEND: (0 | 1 | 2 | 3 | 4 | 5 | 6)[] = [5, 6];

type Props = { value: string | null; onChange: (v: string | null) => void; onBlur?: () => void; error?: string; disabled?: boolean };

/**
 * The appointment (spec §2.6, §9): from the start of today, 24-hour clock, shown DD-MM-YYYY HH:mm.
 * Opening the calendar moves the focus out of the field, so the field's blur is not passed on: the field
 * counts as touched once a date is chosen (or cleared), and an empty field is flagged only after a submit.
 */
export function AppointmentField({ value, onChange, onBlur, error, disabled }: Props) {
  const { t, i18n } = useTranslation('order-create');
  const lang = (i18n.language as Lang) || 'en';
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: FIRST_DAY[lang] ?? 0, weekendDays: WEEKEND, consistentWeeks: true }}>
      <DateTimePicker
        label={t('appointment.label')}
        description={t('appointment.hint')}
        placeholder={t('appointment.placeholder')}
        value={value}
        onChange={(next) => {
          onChange(next);
          onBlur?.();
        }}
        minDate={todayInAmman()}
        valueFormat="DD-MM-YYYY HH:mm"
        timePickerProps={{ format: '24h', 'aria-label': t('appointment.time') }}
        submitButtonProps={{ 'aria-label': t('appointment.confirm') }}
        leftSection={<IconCalendarTime size={18} aria-hidden />}
        dropdownType={phone ? 'modal' : 'popover'}
        popoverProps={{ zIndex: 1000 }}
        modalProps={{ zIndex: 1000 }}
        error={error}
        disabled={disabled}
        clearable
        withAsterisk
        maw={360}
      />
    </DatesProvider>
  );
}
