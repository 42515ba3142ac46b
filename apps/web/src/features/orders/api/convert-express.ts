import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExpressConvert, ExpressConverted } from '@portal/contract/express-conversion';
import type { ProviderCard } from '@portal/contract/providers';
import { apiRequest } from '@portal/web-kit/api-client';
import { currentLang } from '@portal/web-kit/i18n';
import { ORDERS_KEY } from '../../../api/orders/order-keys.ts';

/** POST /customer/service/express/convert: an express order nobody took becomes a Direct Award or an RFP (issue 19). */
export const convertExpress = (body: ExpressConvert) => apiRequest<ExpressConverted>('POST', '/customer/service/express/convert', { body });

export const useConvertExpress = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: convertExpress, onSuccess: () => qc.invalidateQueries({ queryKey: ORDERS_KEY }) });
};

/** The providers the Direct Award may go to: GET /service/talzeem/service-provider/get for the order's sub-category. */
export const useServingProviders = (categoryId: number, subCategoryId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['serving-providers', categoryId, subCategoryId, currentLang()],
    queryFn: async ({ signal }) =>
      (await apiRequest<ProviderCard[]>('GET', '/service/talzeem/service-provider/get', { query: { categoryId, subCategoryId }, signal })).data ?? [],
    enabled,
    staleTime: 60_000,
  });
