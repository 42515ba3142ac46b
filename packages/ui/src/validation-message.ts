import i18next from 'i18next';

/** Zod rules of the contract carry message keys; this turns one into the user's language. */
export function validationMessage(key: string | undefined, params?: Record<string, unknown>): string | undefined {
  if (!key) return undefined;
  return i18next.exists(`validation:${key}`) ? i18next.t(`validation:${key}`, params) : key;
}
