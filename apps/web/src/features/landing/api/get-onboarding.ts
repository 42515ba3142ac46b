import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@portal/contract/lang';
import type { OnboardingResponse } from '@portal/contract/reference';
import { apiRequest } from '@portal/web-kit/api-client';

/** GET /master/web/onboarding-screen/get, a public call with the static token (spec §6). */
export async function getOnboarding(signal?: AbortSignal) {
  const { data } = await apiRequest<OnboardingResponse>('GET', '/master/web/onboarding-screen/get', { auth: 'static', signal });
  return data;
}

export const onboardingQuery = () =>
  queryOptions({ queryKey: ['onboarding'], queryFn: ({ signal }) => getOnboarding(signal), staleTime: 60_000 });

/** The cards of one language. */
export function onboardingCards(data: OnboardingResponse | undefined, lang: Lang) {
  if (!data) return [];
  const set = { en: data.englishOnboardingScreens, ar: data.arabicOnboardingScreens, fr: data.frenchOnboardingScreens }[lang];
  return set.customerWebScreens;
}

export const useOnboarding = () => useQuery(onboardingQuery());
