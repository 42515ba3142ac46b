import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Question, questionInputSchema } from '@portal/contract/rfps';
import { apiRequest } from '@portal/web-kit/api-client';

export type { Question };
export type QuestionInput = z.input<typeof questionInputSchema>;

const key = ['ops', 'questions'];

export const useQuestions = () =>
  useQuery({ queryKey: key, queryFn: async ({ signal }) => (await apiRequest<Question[]>('GET', '/operator/questions', { signal })).data });

function useQuestionChange<V, R>(call: (v: V) => Promise<{ data: R; message: string }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useAddQuestion = () =>
  useQuestionChange((body: QuestionInput) => apiRequest<Question>('POST', '/operator/questions', { body }));
export const useSaveQuestion = () =>
  useQuestionChange(({ id, body }: { id: number; body: QuestionInput }) =>
    apiRequest<Question>('PUT', `/operator/questions/${id}`, { body }),
  );
export const useDeleteQuestion = () => useQuestionChange((id: number) => apiRequest<null>('DELETE', `/operator/questions/${id}`));
