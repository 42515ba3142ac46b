import { useMemo, useState, type ReactNode } from 'react';
import { Grid, Group, Select, Text, TextInput, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js/min';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callingCodeOptions, matchesCallingCode } from './country-calling-codes.ts';

type Props = {
  countryCode: string;
  onCountryCodeChange: (code: string) => void;
  number: UseFormRegisterReturn<'phoneNo'>;
  error?: ReactNode;
  disabled?: boolean;
};

/** Calling code and national number. Numbers read left to right even in Arabic, so both inputs stay LTR. */
export function PhoneField({ countryCode, onCountryCodeChange, number, error, disabled }: Props) {
  const { t, i18n } = useTranslation('auth');
  const options = useMemo(() => callingCodeOptions(i18n.language), [i18n.language]);
  const byValue = useMemo(() => new Map(options.map((o) => [o.value as string, o])), [options]);
  const [country, setCountry] = useState<CountryCode>(() => options.find((o) => o.code === countryCode)?.value ?? 'JO');

  const filter: OptionsFilter = ({ options: items, search }) =>
    (items as ComboboxItem[]).filter((item) => {
      const o = byValue.get(item.value);
      return o ? matchesCallingCode(o, search) : false;
    });

  return (
    <Grid gutter="xs">
      <Grid.Col span={{ base: 4, xs: 3, sm: 4 }}>
        <Select
          label={t('fields.countryCode')}
          data={options.map((o) => ({ value: o.value, label: o.label }))}
          value={country}
          onChange={(v) => {
            const o = v ? byValue.get(v) : undefined;
            if (!o) return;
            setCountry(o.value);
            onCountryCodeChange(o.code);
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
                {byValue.get(option.value)?.name}
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
      <Grid.Col span={{ base: 8, xs: 9, sm: 8 }}>
        <TextInput
          {...number}
          label={t('fields.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="7X XXX XXXX"
          dir="ltr"
          error={error}
          disabled={disabled}
          withAsterisk
        />
      </Grid.Col>
    </Grid>
  );
}
