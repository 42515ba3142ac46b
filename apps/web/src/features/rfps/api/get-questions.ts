import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionsResponse } from '@portal/contract/rfps';
import { apiRequest } from '@portal/web-kit/api-client';

/** GET /v2/admin/question/get: the general and the category questions of one sub-category. */
export async function getQuestions(categoryId: number, subCategoryId: number, signal?: AbortSignal) {
  const { data } = await apiRequest<QuestionsResponse>('GET', '/v2/admin/question/get', { query: { categoryId, subCategoryId }, signal });
  return data;
}

export const questionsQuery = (categoryId: number, subCategoryId: number) =>
  queryOptions({
    queryKey: ['rfp-questions', categoryId, subCategoryId],
    queryFn: ({ signal }) => getQuestions(categoryId, subCategoryId, signal),
    staleTime: 5 * 60_000,
  });

export const useQuestions = (categoryId: number | null, subCategoryId: number | null) =>
  useQuery({ ...questionsQuery(categoryId ?? 0, subCategoryId ?? 0), enabled: Boolean(categoryId && subCategoryId) });
