import { formatOrderDate } from '@portal/web-kit/format-order';
import { currentLang } from '@portal/web-kit/i18n';

/**
 * Epoch seconds as Amman's date and time in the console's language (docs/glossary.md: DD-MM-YYYY h:mm A, Arabic's
 * ص/م, French's 24 hours), as the portal writes them. Screens calling it re-render on a language change.
 */
export const when = (epochSeconds: number) => formatOrderDate(epochSeconds, currentLang());

/** An image as stored (a shipped asset path such as albums/a.svg, or an address) as the page can load it. */
export const imageSrc = (stored: string) => (/^(https?:)?\//.test(stored) ? stored : `/api/assets/${stored.replace(/^\.?\/+/, '')}`);
