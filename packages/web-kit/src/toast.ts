import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { LIMITS } from '@portal/contract/limits';
import { ApiError } from './api-client.ts';

/** Spec §8: the first message of the first error key, else the message, else 'Something went wrong!', for 3000 ms. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return i18next.t('common:networkError');
    const first = Object.values(err.fieldErrors)[0]?.[0];
    return first || err.message || i18next.t('common:somethingWentWrong');
  }
  if (typeof err === 'string' && err) return err;
  return i18next.t('common:somethingWentWrong');
}

export function toastError(err: unknown) {
  notifications.show({ color: 'red', message: errorText(err), autoClose: LIMITS.toastMs, withBorder: true });
}

export function toastSuccess(message: string) {
  if (message) notifications.show({ color: 'teal', message, autoClose: LIMITS.toastMs, withBorder: true });
}
