import { inAmman } from '@portal/web-kit/amman-time';

/** Epoch seconds as Amman's date and time (DD-MM-YYYY h:mm A, docs/glossary.md); inAmman reads a number as seconds. */
export const when = (epochSeconds: number) => inAmman(epochSeconds).format('DD-MM-YYYY h:mm A');

/** An image as stored (a shipped asset path such as albums/a.svg, or an address) as the page can load it. */
export const imageSrc = (stored: string) => (/^(https?:)?\//.test(stored) ? stored : `/api/assets/${stored.replace(/^\.?\/+/, '')}`);
