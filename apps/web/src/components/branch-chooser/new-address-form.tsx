import { Checkbox, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract/limits';
import { LocationPicker } from '@portal/ui/location-picker';
import { geoServices } from '@portal/web-kit/geo';
import type { NewAddressValues } from './new-address.ts';
import { PhoneInput } from '@portal/ui/phone-field';

export type NewAddressErrors = Partial<Record<keyof NewAddressValues, string>>;

type Props = {
  value: NewAddressValues;
  onChange: (patch: Partial<NewAddressValues>) => void;
  onBlur?: (field: keyof NewAddressValues) => void;
  /** Messages already in the user's language. */
  errors: NewAddressErrors;
  disabled?: boolean;
};

/** The new address of an order (spec §2.6): contact name, e-mail, phone, the place on the map, save to profile as. */
export function NewAddressForm({ value, onChange, onBlur, errors, disabled }: Props) {
  const { t } = useTranslation('orders-shared');
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-body)">
      <Stack gap="sm">
        <Text fw={600}>{t('address.title')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('address.name')}
            autoComplete="name"
            maxLength={LIMITS.nameMax}
            value={value.name}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
            onBlur={() => onBlur?.('name')}
            error={errors.name}
            disabled={disabled}
            withAsterisk
          />
          <TextInput
            label={t('address.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            value={value.email}
            onChange={(e) => onChange({ email: e.currentTarget.value })}
            onBlur={() => onBlur?.('email')}
            error={errors.email}
            disabled={disabled}
            withAsterisk
          />
        </SimpleGrid>
        <PhoneInput
          countryCode={value.countryCode}
          phoneNo={value.phoneNo}
          onCountryCodeChange={(countryCode) => onChange({ countryCode })}
          onPhoneNoChange={(phoneNo) => onChange({ phoneNo })}
          onBlur={() => onBlur?.('phoneNo')}
          error={errors.phoneNo ?? errors.countryCode}
          disabled={disabled}
        />
        <LocationPicker
          services={geoServices}
          value={value.location}
          onChange={(location) => onChange({ location })}
          label={t('address.place')}
          error={errors.location}
          disabled={disabled}
          required
          mapHeight={220}
        />
        <Checkbox
          label={t('address.save')}
          checked={value.isSave}
          onChange={(e) => onChange({ isSave: e.currentTarget.checked })}
          disabled={disabled}
        />
        {value.isSave && (
          <TextInput
            label={t('address.saveAs')}
            placeholder={t('address.saveAsPlaceholder')}
            maxLength={LIMITS.nameMax}
            value={value.saveAs}
            onChange={(e) => onChange({ saveAs: e.currentTarget.value })}
            onBlur={() => onBlur?.('saveAs')}
            error={errors.saveAs}
            disabled={disabled}
            withAsterisk
          />
        )}
      </Stack>
    </Paper>
  );
}
