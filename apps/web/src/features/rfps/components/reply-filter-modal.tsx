import { useState } from 'react';
import { Button, Group, NumberInput, Rating, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@portal/ui/form-modal';
import { blockNumberKeys } from '@portal/web-kit/number-keys';
import { EMPTY_REPLY_FILTER, priceValid, type ReplyFilter } from '../reply-filter.ts';

type Props = { opened: boolean; onClose: () => void; value: ReplyFilter; onApply: (f: ReplyFilter) => void };

const ANY = 'any';

/** A labelled segmented choice whose 'any' stands for no filter. */
function Choice<T extends string>({
  id,
  label,
  value,
  onChange,
  data,
}: {
  id: string;
  label: string;
  value: T | null;
  onChange: (v: T | null) => void;
  data: { value: T | typeof ANY; label: string }[];
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        fullWidth
        value={value ?? ANY}
        onChange={(v) => onChange(v === ANY ? null : (v as T))}
        data={data}
      />
    </Stack>
  );
}

/**
 * The proposals' filter (spec §3 Filter, §5): guarantee, minimum rating, a price range (a start above the
 * end shows priceValid and blocks Apply), price order, company or individual.
 */
export function ReplyFilterModal({ opened, onClose, value, onApply }: Props) {
  const { t } = useTranslation(['rfps', 'validation']);
  const [draft, setDraft] = useState<ReplyFilter>(value);
  const [wasOpen, setWasOpen] = useState(opened);
  if (opened !== wasOpen) {
    setWasOpen(opened);
    if (opened) setDraft(value);
  }
  const valid = priceValid(draft);
  const set = (patch: Partial<ReplyFilter>) => setDraft((d) => ({ ...d, ...patch }));
  const price = (v: number | string) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

  return (
    <FormModal opened={opened} onClose={onClose} title={t('rfps:replies.filter.title')} size="md">
      <Stack gap="md">
        <Choice
          id="reply-filter-guarantee"
          label={t('rfps:replies.filter.guarantee')}
          value={draft.guarantee}
          onChange={(guarantee) => set({ guarantee })}
          data={[
            { value: ANY, label: t('rfps:replies.filter.any') },
            { value: 'true', label: t('rfps:replies.filter.withGuarantee') },
            { value: 'false', label: t('rfps:replies.filter.withoutGuarantee') },
          ]}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="reply-filter-rating">
            {t('rfps:replies.filter.rating')}
          </Text>
          <Group gap="sm">
            <Rating
              value={draft.rating ?? 0}
              onChange={(rating) => set({ rating: rating || null })}
              aria-labelledby="reply-filter-rating"
            />
            {draft.rating !== null && (
              <Button variant="subtle" size="compact-xs" onClick={() => set({ rating: null })}>
                {t('rfps:replies.filter.anyRating')}
              </Button>
            )}
          </Group>
        </Stack>
        <SimpleGrid cols={2} spacing="sm">
          {(['priceStart', 'priceEnd'] as const).map((field) => (
            <NumberInput
              key={field}
              data-testid={field === 'priceStart' ? 'price-start' : 'price-end'}
              label={t(`rfps:replies.filter.${field}`)}
              value={draft[field] ?? ''}
              onChange={(v) => set({ [field]: price(v) })}
              onKeyDown={blockNumberKeys({ decimals: true })}
              min={0}
              allowNegative={false}
              decimalScale={3}
              hideControls
              inputMode="decimal"
              // Spec §5 priceValid: shown on the end price, which the start must not exceed.
              error={field === 'priceEnd' && !valid ? t('validation:priceValid') : undefined}
            />
          ))}
        </SimpleGrid>
        <Choice
          id="reply-filter-sort"
          label={t('rfps:replies.filter.priceSort')}
          value={draft.priceSort}
          onChange={(priceSort) => set({ priceSort })}
          data={[
            { value: ANY, label: t('rfps:replies.filter.latest') },
            { value: 'ASC', label: t('rfps:replies.filter.lowFirst') },
            { value: 'DESC', label: t('rfps:replies.filter.highFirst') },
          ]}
        />
        <Choice
          id="reply-filter-type"
          label={t('rfps:replies.filter.userType')}
          value={draft.userType}
          onChange={(userType) => set({ userType })}
          data={[
            { value: ANY, label: t('rfps:replies.filter.any') },
            { value: 'C', label: t('rfps:replies.filter.company') },
            { value: 'I', label: t('rfps:replies.filter.individual') },
          ]}
        />
        <Group justify="space-between" mt="sm">
          <Button
            variant="subtle"
            color="gray"
            onClick={() => {
              setDraft(EMPTY_REPLY_FILTER);
              onApply(EMPTY_REPLY_FILTER);
              onClose();
            }}
          >
            {t('rfps:replies.filter.reset')}
          </Button>
          <Button
            disabled={!valid}
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            {t('rfps:replies.filter.apply')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
