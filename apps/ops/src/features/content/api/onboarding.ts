import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Lang } from '@portal/contract/lang';
import type { onboardingCreateSchema, onboardingUpdateSchema, operatorOnboardingSchema } from '@portal/contract/operator';
import { apiRequest } from '@portal/web-kit/api-client';

export type OnboardingScreen = z.infer<typeof operatorOnboardingSchema>;
export type NewOnboardingScreen = z.input<typeof onboardingCreateSchema>;
export type OnboardingChange = z.input<typeof onboardingUpdateSchema>;

const key = ['ops', 'onboarding'];

export const useOnboardingScreens = () =>
  useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await apiRequest<OnboardingScreen[]>('GET', '/operator/onboarding-screens', { signal })).data,
  });

function useScreenChange<V, R>(call: (v: V) => Promise<{ data: R; message: string }>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useAddScreen = () =>
  useScreenChange((body: NewOnboardingScreen) => apiRequest<OnboardingScreen>('POST', '/operator/onboarding-screens', { body }));
export const useUpdateScreen = () =>
  useScreenChange(({ id, change }: { id: number; change: OnboardingChange }) =>
    apiRequest<OnboardingScreen>('PATCH', `/operator/onboarding-screens/${id}`, { body: change }),
  );
export const useDeleteScreen = () => useScreenChange((id: number) => apiRequest<null>('DELETE', `/operator/onboarding-screens/${id}`));
export const useOrderScreens = () =>
  useScreenChange(({ lang, ids }: { lang: Lang; ids: number[] }) =>
    apiRequest<OnboardingScreen[]>('PUT', '/operator/onboarding-screens/order', { body: { lang, ids } }),
  );
