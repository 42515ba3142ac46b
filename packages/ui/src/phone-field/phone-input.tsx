import { useMemo, useState, type ReactNode } from 'react';
import { Grid, Group, Select, Text, TextInput, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js/min';
import { useTranslation } from 'react-i18next';
import { nationalPhoneNumber } from '@portal/contract/rules';
import { callingCodeOptions, matchesCallingCode } from './country-calling-codes.ts';

type Props = {
  countryCode: string;
  phoneNo: string;
  onCountryCodeChange: (code: string) => void;
  onPhoneNoChange: (phoneNo: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  disabled?: boolean;
  /** Labels of the two inputs; 'Code' and 'Phone number' when not given. */
  countryCodeLabel?: ReactNode;
  phoneLabel?: ReactNode;
};

/**
 * Calling code (+962 by default) and national number; numbers read left to right in Arabic too, so both stay LTR.
 * A number typed the local way (0795551234) becomes the national significant number (795551234) on leaving the
 * field, as the API stores it: with the code it is the international +962 795551234.
 */
export function PhoneInput({
  countryCode,
  phoneNo,
  onCountryCodeChange,
  onPhoneNoChange,
  onBlur,
  error,
  disabled,
  countryCodeLabel,
  phoneLabel,
}: Props) {
  const { t, i18n } = useTranslation('common');
  const codes = useMemo(() => callingCodeOptions(i18n.language), [i18n.language]);
  const byCountry = useMemo(() => new Map(codes.map((c) => [c.value as string, c])), [codes]);
  const [country, setCountry] = useState<CountryCode>(() => codes.find((c) => c.code === countryCode)?.value ?? 'JO');

  const filter: OptionsFilter = ({ options, search }) =>
    (options as ComboboxItem[]).filter((o) => {
      const c = byCountry.get(o.value);
      return c ? matchesCallingCode(c, search) : false;
    });

  return (
    <Grid gutter="xs">
      {/* Wide enough for "+962" and the chevron (a four-digit code such as +1268 too). */}
      <Grid.Col span={{ base: 5, xs: 4 }} miw={112}>
        <Select
          label={countryCodeLabel ?? t('phone.countryCode')}
          data={codes.map((c) => ({ value: c.value, label: c.code }))}
          value={country}
          onChange={(v) => {
            const c = v ? byCountry.get(v) : undefined;
            if (!c) return;
            setCountry(c.value);
            onCountryCodeChange(c.code);
          }}
          searchable
          allowDeselect={false}
          filter={filter}
          limit={300}
          maxDropdownHeight={260}
          nothingFoundMessage={t('validation:noOption')}
          renderOption={({ option }) => (
            <Group gap={6} wrap="nowrap" justify="space-between" w="100%">
              <Text size="sm" truncate="end">
                {byCountry.get(option.value)?.name}
              </Text>
              <Text size="sm" c="dimmed" dir="ltr">
                {option.label}
              </Text>
            </Group>
          )}
          comboboxProps={{ width: 280, position: 'bottom-start', zIndex: 1000 }}
          disabled={disabled}
          dir="ltr"
          withAsterisk
        />
      </Grid.Col>
      <Grid.Col span={{ base: 7, xs: 8 }}>
        <TextInput
          label={phoneLabel ?? t('phone.number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="7X XXX XXXX"
          dir="ltr"
          value={phoneNo}
          onChange={(e) => onPhoneNoChange(e.currentTarget.value)}
          onBlur={() => {
            const national = nationalPhoneNumber(countryCode, phoneNo);
            if (national && national !== phoneNo) onPhoneNoChange(national);
            onBlur?.();
          }}
          error={error}
          disabled={disabled}
          withAsterisk
        />
      </Grid.Col>
    </Grid>
  );
}
