import { useEffect, useId, type ReactNode } from 'react';
import { Alert, Button, Group, Input, Radio, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconBuildingStore, IconHome, IconMapPinPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@portal/web-kit/toast';
import { useBranches, type Branch } from '../../api/branches/branches.ts';
import { branchPlace, NEW_BRANCH, type BranchChoice } from './branch-choice.ts';
import type { NewAddressValues } from './new-address.ts';
import { NewAddressForm, type NewAddressErrors } from './new-address-form.tsx';

export type BranchChooserProps = {
  value: BranchChoice;
  onChange: (value: BranchChoice) => void;
  address: NewAddressValues;
  onAddressChange: (next: NewAddressValues) => void;
  onAddressBlur?: (field: keyof NewAddressValues) => void;
  addressErrors: NewAddressErrors;
  label: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
};

function Choice({ value, icon, title, place, disabled }: { value: string; icon: ReactNode; title: string; place?: string; disabled?: boolean }) {
  return (
    <Radio.Card value={value} radius="md" p="sm" disabled={disabled} style={{ height: '100%' }}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Radio.Indicator mt={2} />
        <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate="end">
            {title}
          </Text>
          {place && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {place}
            </Text>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/**
 * Where the work is (spec §2.6, shared with RFP create): the main address, the saved branches, or a new
 * address typed here (id 'new'). If the branches cannot be loaded, a new address is still possible.
 */
export function BranchChooser({ value, onChange, address, onAddressChange, onAddressBlur, addressErrors, label, error, disabled }: BranchChooserProps) {
  const { t } = useTranslation('orders-shared');
  const branches = useBranches();
  const list: Branch[] = branches.data ?? [];
  const labelId = useId();

  // The main address is the usual place: it is chosen until the customer picks another.
  const main = list.find((b) => b.isMain || b.id === 'main');
  useEffect(() => {
    if (value === '' && main) onChange(String(main.id) as BranchChoice);
  }, [value, main, onChange]);

  const choose = (next: string) => {
    // A new address starts from the profile's contact details, which usually stay the same.
    if (next === NEW_BRANCH && main && !address.name && !address.email && !address.phoneNo)
      onAddressChange({ ...address, name: main.name, email: main.email, countryCode: main.countryCode || address.countryCode, phoneNo: main.phoneNo });
    onChange(next as BranchChoice);
  };

  return (
    <Input.Wrapper label={label} error={error} required labelProps={{ id: labelId }}>
      <Stack gap="sm" mt={6}>
        {branches.isError && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={t('branches.loadError')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(branches.error)}</Text>
              <Text size="sm">{t('branches.loadErrorHint')}</Text>
              <Button size="xs" variant="light" color="orange" onClick={() => void branches.refetch()} loading={branches.isFetching}>
                {t('branches.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {/* The group's radiogroup element is named by the label above (Mantine labels it with its wrapper's label id). */}
        <Radio.Group value={value} onChange={choose} labelProps={{ id: labelId }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {branches.isPending &&
              Array.from({ length: 2 }, (_, i) => <Skeleton key={i} h={64} radius="md" aria-label={t('branches.loading')} />)}
            {list.map((b) => (
              <Choice
                key={String(b.id)}
                value={String(b.id)}
                icon={b.isMain ? <IconHome size={16} /> : <IconBuildingStore size={16} />}
                title={b.isMain ? `${b.branchName || t('branches.main')} · ${t('branches.mainTag')}` : b.branchName}
                place={branchPlace(b)}
                disabled={disabled}
              />
            ))}
            <Choice value={NEW_BRANCH} icon={<IconMapPinPlus size={16} />} title={t('branches.new')} place={t('branches.newHint')} disabled={disabled} />
          </SimpleGrid>
        </Radio.Group>
        {value === NEW_BRANCH && (
          <NewAddressForm
            value={address}
            onChange={(patch) => onAddressChange({ ...address, ...patch })}
            onBlur={onAddressBlur}
            errors={addressErrors}
            disabled={disabled}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
