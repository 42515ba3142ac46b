import i18next from 'i18next';
import { validationMessage } from '@portal/ui/validation-message';

/**
 * A message key of an order form in the user's language: the order messages of orders-shared.json
 * (upload toasts with their parameters, orderDateIsRequired, ...) first, then the contract's field rules.
 */
export function orderMessage(key: string | undefined, params?: Record<string, unknown>): string | undefined {
  if (!key) return undefined;
  const own = `orders-shared:errors.${key}`;
  return i18next.exists(own) ? i18next.t(own, params) : validationMessage(key, params);
}
