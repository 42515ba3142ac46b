import { useState } from 'react';
import { Button, Card, Group, Radio, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGS, type Lang } from '@portal/contract/lang';
import { ApiError } from '@portal/web-kit/api-client';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { emptyProfile, ProfileFields, profileBody } from './profile-fields.tsx';
import { useCreateProvider } from './providers-api.ts';
import { SubCategoryPicker } from './sub-category-picker.tsx';

/** A new provider account: its profile and trades; the invitation mail lets the provider choose the password. */
export function NewProviderPage() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const create = useCreateProvider();
  const [email, setEmail] = useState('');
  const [profile, setProfile] = useState(emptyProfile);
  const [subs, setSubs] = useState<string[]>([]);
  const [inviteLang, setInviteLang] = useState<Lang>('ar');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () =>
    create.mutate(
      { email, ...profileBody(profile), subCategoryIds: subs.map(Number), lang: inviteLang },
      {
        onSuccess: ({ message, data }) => {
          toastSuccess(message);
          void navigate(`/providers/${data.id}`);
        },
        onError: (e) => {
          // The server's rules and messages: each field shows its own, the first also as a toast.
          if (e instanceof ApiError) setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
          toastError(e);
        },
      },
    );

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('providers.new')}
      </Title>
      <Card withBorder>
        <Stack gap="sm">
          <TextInput
            label={t('email')}
            type="email"
            dir="ltr"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
            maw={420}
          />
          <ProfileFields value={profile} onChange={setProfile} errors={errors} />
          <SubCategoryPicker value={subs} onChange={setSubs} error={errors.subCategoryIds} />
          <Radio.Group label={t('providers.form.inviteLang')} value={inviteLang} onChange={(v) => setInviteLang(v as Lang)}>
            <Group mt="xs">
              {LANGS.map((l) => (
                <Radio key={l} value={l} label={t(`providers.form.lang.${l}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Group justify="flex-end">
            <Button onClick={submit} loading={create.isPending}>
              {t('providers.form.create')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
