import { inAmman } from '@portal/web-kit/amman-time';

/** Epoch seconds as Amman's date and time (DD-MM-YYYY h:mm A, docs/glossary.md). */
export const when = (epochSeconds: number) => inAmman(epochSeconds * 1000).format('DD-MM-YYYY h:mm A');
