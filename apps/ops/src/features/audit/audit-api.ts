import { useInfiniteQuery } from '@tanstack/react-query';
import type { OperatorAuditEntry } from '@portal/contract/operator';
import { apiRequest } from '@portal/web-kit/api-client';

/** The audit log's filters as they stand in the URL (an entry's operator or entity link writes the same names). */
export const AUDIT_FILTER_KEYS = ['operatorId', 'action', 'entity', 'entityId', 'from', 'to'] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTER_KEYS)[number], string>>;

type Page = { list: OperatorAuditEntry[]; nextBefore: number | null };

/**
 * GET /operator/audit (admins): newest first, a page at a time (keyset on the entry id). Not asked for support
 * operators: the API's 403 would read as a session that ended.
 */
export const useAuditLog = (filters: AuditFilters, enabled: boolean) =>
  useInfiniteQuery({
    enabled,
    queryKey: ['ops', 'audit', filters],
    queryFn: async ({ pageParam, signal }) =>
      (await apiRequest<Page>('GET', '/operator/audit', { query: { ...filters, before: pageParam ?? undefined, limit: 30 }, signal })).data,
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
