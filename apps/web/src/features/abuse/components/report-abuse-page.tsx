import { useMemo, useState } from 'react';
import { Alert, Button, Container, Group, Paper, SegmentedControl, Select, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { providerProfileQuery } from '../../../api/providers/provider-profile.ts';
import { useSliderProviders } from '../../../api/providers/provider-slider.ts';
import { toastError } from '@portal/web-kit/toast';
import { useAddComplaint } from '../api/add-complaint.ts';
import { COMPLAINT_DESCRIPTION_MAX, COMPLAINT_REASONS, complaintReference } from '../api/complaint-types.ts';
import { ComplaintList } from './complaint-list.tsx';
import { complaintFormSchema, type ComplaintFormInput, type ComplaintFormValues } from './complaint-form-schema.ts';

/** The best-rated providers a report can name (the API allows 50); one opened from a profile is added by its own. */
const NAMEABLE_PROVIDERS = 50;

/** Report an abuse (spec §2.12): about a provider or something else; orders join once they exist. */
export default function ReportAbusePage() {
  const { t } = useTranslation(['abuse', 'common']);
  useDocumentTitle(`${t('title')} · ${t('common:brand')}`);
  const [params] = useSearchParams();
  const presetId = Number(params.get('providerId')) || null;
  const options = useSliderProviders(NAMEABLE_PROVIDERS);
  // A provider opened from a profile may not be among the rated ones: its own profile names it.
  const preset = useQuery({ ...providerProfileQuery(presetId ?? 0), enabled: presetId !== null });
  const add = useAddComplaint();
  const [done, setDone] = useState<string | null>(null);

  const providerData = useMemo(() => {
    const list = (options.data ?? []).map(({ id, name }) => ({ id, name }));
    if (preset.data && !list.some((p) => p.id === preset.data.id)) list.unshift({ id: preset.data.id, name: preset.data.name });
    return list.map((p) => ({ value: String(p.id), label: p.name }));
  }, [options.data, preset.data]);

  const { control, handleSubmit, watch, reset, formState } = useForm<ComplaintFormInput, unknown, ComplaintFormValues>({
    resolver: zodResolver(complaintFormSchema),
    defaultValues: { subject: presetId ? 'provider' : 'other', providerId: presetId ? String(presetId) : null, reason: undefined, description: '' },
    mode: 'onTouched',
  });
  const subject = watch('subject');
  const description = watch('description') ?? '';
  const err = (m: string | undefined) => (m ? t(m) : undefined);

  const submit = handleSubmit(async (v) => {
    try {
      const { data } = await add.mutateAsync({
        subject: v.subject,
        reason: v.reason,
        description: v.description,
        ...(v.subject === 'provider' && v.providerId ? { providerId: Number(v.providerId) } : {}),
      });
      setDone(complaintReference(data));
      reset({ subject: 'other', providerId: null, reason: undefined, description: '' });
    } catch (e) {
      toastError(e);
    }
  });

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('title')}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>

        {done ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack align="center" ta="center" gap="sm" role="status">
              <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
                <IconCircleCheck size={36} />
              </ThemeIcon>
              <Title order={2} fz="xl">
                {t('success.title')}
              </Title>
              <Text>
                {t('success.reference')}{' '}
                <Text span fw={700} dir="ltr">
                  {done}
                </Text>
              </Text>
              <Alert color="blue" variant="light" icon={<IconMailForward />} ta="start">
                {t('success.mail')}
              </Alert>
              <Group>
                <Button variant="default" onClick={() => setDone(null)}>
                  {t('success.another')}
                </Button>
                <Button component={Link} to="/home">
                  {t('common:backToHome')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={submit} noValidate>
            <Stack gap="md">
              <Controller
                control={control}
                name="subject"
                render={({ field }) => (
                  <Stack gap={4}>
                    <Text size="sm" fw={500} id="subject-label">
                      {t('form.subject')}
                    </Text>
                    <SegmentedControl
                      aria-labelledby="subject-label"
                      value={field.value}
                      onChange={(v) => field.onChange(v)}
                      fullWidth
                      data={[
                        { value: 'provider', label: t('subjects.provider') },
                        { value: 'other', label: t('subjects.other') },
                        { value: 'order', label: t('subjects.order'), disabled: true },
                      ]}
                    />
                    <Text size="xs" c="dimmed">
                      {t('form.orderLater')}
                    </Text>
                  </Stack>
                )}
              />
              {subject === 'provider' && (
                <Controller
                  control={control}
                  name="providerId"
                  render={({ field, fieldState }) => (
                    <Select
                      label={t('form.provider')}
                      placeholder={t('form.providerPlaceholder')}
                      data={providerData}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      searchable
                      nothingFoundMessage={t('form.noProviders')}
                      error={err(fieldState.error?.message)}
                      required
                      disabled={options.isPending && !providerData.length}
                      comboboxProps={{ withinPortal: true }}
                    />
                  )}
                />
              )}
              <Controller
                control={control}
                name="reason"
                render={({ field, fieldState }) => (
                  <Select
                    label={t('form.reason')}
                    placeholder={t('form.reasonPlaceholder')}
                    data={COMPLAINT_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
                    value={field.value ?? null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    onBlur={field.onBlur}
                    error={err(fieldState.error?.message)}
                    required
                    allowDeselect={false}
                  />
                )}
              />
              <Controller
                control={control}
                name="description"
                render={({ field, fieldState }) => (
                  <Textarea
                    label={t('form.description')}
                    placeholder={t('form.descriptionPlaceholder')}
                    autosize
                    minRows={5}
                    maxRows={12}
                    maxLength={COMPLAINT_DESCRIPTION_MAX}
                    required
                    {...field}
                    error={err(fieldState.error?.message)}
                    description={
                      <Text span size="xs" c={description.length >= COMPLAINT_DESCRIPTION_MAX ? 'red' : 'dimmed'} aria-live="polite">
                        {t('form.counter', { count: description.length, max: COMPLAINT_DESCRIPTION_MAX })}
                      </Text>
                    }
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                  />
                )}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={formState.isSubmitting} color="red">
                  {t('form.submit')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}

        <ComplaintList />
      </Stack>
    </Container>
  );
}
