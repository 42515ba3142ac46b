import { ConfirmDelete } from '../../../components/confirm-delete.tsx';
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Image,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@portal/contract/lang';
import { bannerPurpose } from '@portal/contract/operator';
import { FormModal } from '@portal/ui/form-modal';
import { ApiError } from '@portal/web-kit/api-client';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useAddBanner, useBanners, useDeleteBanner, useOrderBanners, useUpdateBanner, type Banner } from '../api/banners.ts';
import { ContentImageField } from './content-image-field.tsx';
import { moved, OrderButtons } from './order-buttons.tsx';
import { ReadOnlyNote, useCanEditContent } from './read-only-note.tsx';

type Kind = Banner['kind'];
const KINDS = ['desktop', 'responsive'] as const;
const RATIO = { desktop: '4 / 1', responsive: '8 / 5' } as const;
const fieldErrors = (e: unknown) =>
  e instanceof ApiError ? Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])) : {};

/** The fields a banner is made of, for a new one and for a change: the image cropped to the kind's ratio, the link. */
function BannerFields({
  kind,
  image,
  setImage,
  preview,
  link,
  setLink,
  errors,
}: {
  kind: Kind;
  image: string;
  setImage: (url: string) => void;
  preview: string;
  link: string;
  setLink: (v: string) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('content');
  return (
    <>
      <ContentImageField
        purpose={bannerPurpose(kind)}
        value={image}
        previewUrl={preview}
        onChange={setImage}
        label={t('image')}
        error={errors.image}
      />
      <TextInput
        label={t('link')}
        description={t('linkHint')}
        value={link}
        onChange={(e) => setLink(e.currentTarget.value)}
        required
        maxLength={500}
        dir="ltr"
        error={errors.link}
      />
    </>
  );
}

function AddBanner({ kind, lang }: { kind: Kind; lang: Lang }) {
  const { t } = useTranslation('content');
  const add = useAddBanner();
  const [image, setImage] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { kind, lang, image, link: link.trim() },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          setImage('');
          setLink('');
          setErrors({});
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          toastError(err);
        },
      },
    );
  };
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="banner-add">
      <Title order={2} fz="h4" id="banner-add" mb="sm">
        {t('addBannerTo', { set: t(`kinds.${kind}`), lang: t(`langs.${lang}`) })}
      </Title>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <BannerFields kind={kind} image={image} setImage={setImage} preview={image} link={link} setLink={setLink} errors={errors} />
          <Group>
            <Button type="submit" loading={add.isPending} disabled={!image}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function EditBanner({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { t } = useTranslation('content');
  const update = useUpdateBanner();
  const [image, setImage] = useState(banner.image);
  const [preview, setPreview] = useState(banner.imageUrl);
  const [link, setLink] = useState(banner.link);
  const [lang, setLang] = useState<Lang>(banner.lang);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const change = {
      ...(image !== banner.image ? { image } : {}),
      ...(link.trim() !== banner.link ? { link: link.trim() } : {}),
      ...(lang !== banner.lang ? { lang } : {}),
    };
    if (!Object.keys(change).length) return onClose();
    update.mutate(
      { id: banner.id, change },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          onClose();
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          toastError(err);
        },
      },
    );
  };
  return (
    <FormModal opened onClose={update.isPending ? () => {} : onClose} title={t('editBanner', { set: t(`kinds.${banner.kind}`) })} size="lg">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <BannerFields
            kind={banner.kind}
            image={image}
            setImage={(url) => {
              setImage(url);
              setPreview(url);
            }}
            preview={preview}
            link={link}
            setLink={setLink}
            errors={errors}
          />
          <Select
            label={t('language')}
            data={LANGS.map((l) => ({ value: l, label: t(`langs.${l}`) }))}
            value={lang}
            onChange={(v) => v && setLang(v as Lang)}
            allowDeselect={false}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('saveChanges')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

function BannerCard({
  banner,
  index,
  count,
  canEdit,
  onMove,
  moving,
}: {
  banner: Banner;
  index: number;
  count: number;
  canEdit: boolean;
  onMove: (by: -1 | 1) => void;
  moving: boolean;
}) {
  const { t } = useTranslation('content');
  const remove = useDeleteBanner();
  const [asking, setAsking] = useState(false);
  const [editing, setEditing] = useState(false);
  const name = t('bannerNumber', { n: index + 1 });
  return (
    <Card withBorder radius="md" padding="sm">
      <Card.Section>
        <Image
          src={banner.imageUrl}
          alt={t('bannerAlt', { kind: t(`kinds.${banner.kind}`), lang: t(`langs.${banner.lang}`) })}
          fit="cover"
          style={{ aspectRatio: RATIO[banner.kind] }}
        />
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" dir="ltr" ta="start" style={{ wordBreak: 'break-all' }}>
            {banner.link}
          </Text>
        </Stack>
        {canEdit && <OrderButtons name={name} index={index} count={count} busy={moving} onMove={onMove} />}
      </Group>
      {canEdit && (
        <Group mt="sm" gap="xs">
          <Button size="xs" variant="light" onClick={() => setEditing(true)} aria-label={t('editNamed', { name })}>
            {t('edit')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => setAsking(true)} aria-label={t('deleteNamed', { name })}>
            {t('delete')}
          </Button>
        </Group>
      )}
      {editing && <EditBanner banner={banner} onClose={() => setEditing(false)} />}
      <ConfirmDelete
        target={asking ? banner.id : null}
        remove={remove}
        onClose={() => setAsking(false)}
        title={t('deleteTitle')}
        what={t('deleteWhat')}
        confirmLabel={t('delete')}
      />
    </Card>
  );
}

/** The home page's banners, one set (desktop or phone, one language) at a time; admins add, change, order and delete. */
export function BannersPage() {
  const { t, i18n } = useTranslation('content');
  const canEdit = useCanEditContent();
  const banners = useBanners();
  const order = useOrderBanners();
  const [kind, setKind] = useState<Kind>('desktop');
  const [lang, setLang] = useState<Lang>((LANGS as readonly string[]).includes(i18n.language) ? (i18n.language as Lang) : 'ar');
  const set = (banners.data ?? []).filter((b) => b.kind === kind && b.lang === lang);
  const ids = set.map((b) => b.id);
  const move = (index: number, by: -1 | 1) =>
    order.mutate({ kind, lang, ids: moved(ids, index, by) }, { onSuccess: (r) => toastSuccess(r.message), onError: toastError });
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('bannersTitle')}
      </Title>
      {!canEdit && <ReadOnlyNote />}
      <Group gap="md" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="banner-kind">
            {t('kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="banner-kind"
            value={kind}
            onChange={(v) => setKind(v as Kind)}
            data={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
        </Stack>
        <Select
          label={t('language')}
          data={LANGS.map((l) => ({ value: l, label: t(`langs.${l}`) }))}
          value={lang}
          onChange={(v) => v && setLang(v as Lang)}
          allowDeselect={false}
          w={180}
        />
      </Group>
      {banners.isPending && <Skeleton h={200} aria-label={t('loading')} />}
      {banners.isError && <Alert color="red" title={t('loadFailed')} />}
      {banners.data && set.length === 0 && <Alert color="gray">{t('noBanners')}</Alert>}
      {set.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {set.map((b, i) => (
            <BannerCard
              key={b.id}
              banner={b}
              index={i}
              count={set.length}
              canEdit={canEdit}
              moving={order.isPending}
              onMove={(by) => move(i, by)}
            />
          ))}
        </SimpleGrid>
      )}
      {canEdit && <AddBanner key={`${kind}-${lang}`} kind={kind} lang={lang} />}
    </Stack>
  );
}
