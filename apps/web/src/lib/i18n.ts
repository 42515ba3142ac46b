import type { Lang } from '@portal/contract/lang';
import { initI18n } from '@portal/web-kit/i18n';

/** The portal's own texts (locales/<lang>/<namespace>.json), merged with the packages' by web-kit's initI18n. */
const pages = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export const initPortalI18n = (lang: Lang) => initI18n(lang, pages);
