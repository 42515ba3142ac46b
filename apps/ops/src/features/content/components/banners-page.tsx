import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, Image, NumberInput, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@portal/contract/lang';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useOpsSession } from '../../../lib/session.ts';
import { useAddBanner, useBanners, useDeleteBanner, type Banner } from '../api/banners.ts';

const KINDS = ['desktop', 'responsive'] as const;

function AddBanner() {
  const { t } = useTranslation('content');
  const add = useAddBanner();
  const [kind, setKind] = useState<string | null>('desktop');
  const [lang, setLang] = useState<string | null>('ar');
  const [image, setImage] = useState('');
  const [link, setLink] = useState('');
  const [sort, setSort] = useState<number | string>(0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { kind: kind as Banner['kind'], lang: lang as Lang, image: image.trim(), link: link.trim(), sort: Number(sort) || 0 },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          setImage('');
          setLink('');
        },
        onError: toastError,
      },
    );
  };
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="banner-add">
      <Title order={2} fz="h4" id="banner-add" mb="sm">
        {t('addBanner')}
      </Title>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Group grow wrap="wrap" align="start">
            <Select label={t('kind')} data={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} value={kind} onChange={setKind} allowDeselect={false} required />
            <Select label={t('language')} data={LANGS.map((l) => ({ value: l, label: t(`langs.${l}`) }))} value={lang} onChange={setLang} allowDeselect={false} required />
            <NumberInput label={t('sort')} value={sort} onChange={setSort} min={0} max={100000} allowDecimal={false} />
          </Group>
          <TextInput label={t('image')} description={t('imageHint')} value={image} onChange={(e) => setImage(e.currentTarget.value)} required maxLength={200} dir="ltr" />
          <TextInput label={t('link')} description={t('linkHint')} value={link} onChange={(e) => setLink(e.currentTarget.value)} required maxLength={500} dir="ltr" />
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function BannerCard({ banner, canEdit }: { banner: Banner; canEdit: boolean }) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation('common');
  const remove = useDeleteBanner();
  const [asking, setAsking] = useState(false);
  return (
    <Card withBorder radius="md" padding="sm">
      <Card.Section>
        <Image src={banner.imageUrl} alt={t('bannerAlt', { kind: t(`kinds.${banner.kind}`), lang: t(`langs.${banner.lang}`) })} fit="cover" style={{ aspectRatio: banner.kind === 'desktop' ? '4 / 1' : '8 / 5' }} />
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Text size="sm" fw={600}>
          {t(`kinds.${banner.kind}`)} · {t(`langs.${banner.lang}`)} · {t('sortShort', { sort: banner.sort })}
        </Text>
        <Text size="xs" c="dimmed" dir="ltr" ta="start" style={{ wordBreak: 'break-all' }}>
          {banner.link}
        </Text>
      </Stack>
      {canEdit && (
        <Group mt="sm">
          <Button size="xs" color="red" variant="light" onClick={() => setAsking(true)}>
            {t('delete')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={asking}
        title={t('deleteTitle')}
        confirmLabel={t('delete')}
        confirmColor="red"
        backLabel={tc('back')}
        busy={remove.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(banner.id, {
            onSuccess: (r) => {
              toastSuccess(r.message);
              setAsking(false);
            },
            onError: toastError,
          })
        }
      >
        <Text size="sm">{t('deleteWhat')}</Text>
      </ConfirmDialog>
    </Card>
  );
}

/** The home page's banners, every kind and language; admins add and delete, support reads. */
export function BannersPage() {
  const { t } = useTranslation('content');
  const session = useOpsSession();
  const canEdit = session?.user.role === 'admin';
  const banners = useBanners();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('bannersTitle')}
      </Title>
      {!canEdit && <Alert color="blue">{t('readOnly')}</Alert>}
      {canEdit && <AddBanner />}
      {banners.isPending && <Skeleton h={200} aria-label={t('loading')} />}
      {banners.isError && <Alert color="red" title={t('loadFailed')} />}
      {banners.data?.length === 0 && <Alert color="gray">{t('noBanners')}</Alert>}
      {banners.data && banners.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {banners.data.map((b) => (
            <BannerCard key={b.id} banner={b} canEdit={canEdit} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
