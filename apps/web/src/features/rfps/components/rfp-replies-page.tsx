import { useState } from 'react';
import { Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFileDescription, IconMessageOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OrderPageHeader } from '../../../components/order-form/order-page-header.tsx';
import { ProposalPrice } from './proposal-price.tsx';
import { ProviderCard } from '@portal/ui/provider-card';
import { ApiError } from '@portal/web-kit/api-client';
import { useRfpReplies } from '../api/get-rfp-replies.ts';
import { buildReplyQuery, EMPTY_REPLY_FILTER, replyFilterIsSet, type ReplyFilter } from '../reply-filter.ts';
import { rfpIdParam } from '../rfp-params.ts';
import { ReplyFilterModal } from './reply-filter-modal.tsx';
import { RfpNotFound } from './rfp-not-found.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';

/** /rfps-reply?rfpId&available-rfp=true (spec §2.9): the proposals to one RFP, searched by provider name and filtered. */
export default function RfpRepliesPage() {
  const { t } = useTranslation(['rfps', 'common']);
  useDocumentTitle(`${t('rfps:replies.title')} · ${t('common:brand')}`);
  const [params] = useSearchParams();
  const rfpId = rfpIdParam(params.get('rfpId'));
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [search] = useDebouncedValue(name, 350);
  const [filter, setFilter] = useState<ReplyFilter>(EMPTY_REPLY_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);
  const replies = useRfpReplies(buildReplyQuery(rfpId ?? 0, search, filter));

  if (rfpId === null || (replies.error instanceof ApiError && replies.error.status === 404)) return <RfpNotFound />;
  const rfp = replies.data?.rfp;
  const list = replies.data?.list ?? [];
  const narrowed = Boolean(search.trim()) || replyFilterIsSet(filter);

  let body;
  if (replies.isPending)
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy="true" aria-label={t('common:loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={300} radius="lg" />
        ))}
      </SimpleGrid>
    );
  else if (replies.isError && !replies.data)
    body = (
      <LoadErrorAlert title={t('rfps:replies.loadError')} query={replies} />
    );
  else if (!list.length)
    body = (
      <Paper withBorder radius="lg" p="xl" bg="gray.0">
        <Stack align="center" gap="xs" ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconMessageOff size={26} />
          </ThemeIcon>
          <Text c="dimmed">{narrowed ? t('rfps:replies.noMatch') : t('rfps:replies.empty')}</Text>
        </Stack>
      </Paper>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" style={{ opacity: replies.isPlaceholderData ? 0.6 : 1 }}>
        {list.map((r) => {
          const open = () => void navigate(`/rfps-details?rfpId=${r.rfpId}&replyId=${r.id}`);
          return (
            <div key={r.id} data-testid="reply-card" data-reply-id={r.id}>
              <ProviderCard
                provider={{ ...r, id: r.serviceProviderId }}
                onOpen={open}
                onHire={open}
                hireLabel={t('rfps:replies.view')}
                footer={
                  <Group justify="flex-end" wrap="nowrap">
                    <ProposalPrice reply={r} />
                  </Group>
                }
              />
            </div>
          );
        })}
      </SimpleGrid>
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <OrderPageHeader
          title={rfp?.title ?? t('rfps:replies.title')}
          intro={rfp ? t('rfps:replies.intro', { count: list.length }) : undefined}
          backTo="/rfps"
          backLabel={t('rfps:backToList')}
        />
        {rfp && (
          // The RFP itself (its details, and Cancel) is one tap away, with or without proposals.
          <Group gap="sm">
            <Button component={Link} to={`/rfps-details?rfpId=${rfp.id}`} variant="light" leftSection={<IconFileDescription size={18} />}>
              {t('rfps:replies.openRfp')}
            </Button>
          </Group>
        )}
        <Group gap="sm" wrap="nowrap">
          <TextInput
            data-testid="reply-search"
            style={{ flex: 1 }}
            placeholder={t('rfps:replies.search')}
            aria-label={t('rfps:replies.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={50}
          />
          <Button
            variant={replyFilterIsSet(filter) ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            onClick={() => setFilterOpen(true)}
          >
            {t('rfps:replies.filter.button')}
            {replyFilterIsSet(filter) ? ' •' : ''}
          </Button>
        </Group>
        {body}
      </Stack>
      <ReplyFilterModal opened={filterOpen} onClose={() => setFilterOpen(false)} value={filter} onApply={setFilter} />
    </Container>
  );
}
