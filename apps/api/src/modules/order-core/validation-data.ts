import { VALIDATION_DATA_KEYS } from '@portal/contract/limits';
import type { AttachmentLimits } from '@portal/contract/orders';
import type { Db } from '@portal/db/client';
import { settings } from '@portal/db/schema/reference';
import { validationData as seeded } from '@portal/db/seed-data/reference';
import { preparedStatements } from '../../lib/prepared.ts';
import type { Tx } from './order-transitions.ts';

/** The validation-data record of spec §3 Settings (sizes in KB, video minutes, fees in JOD). */
export type OrderLimits = {
  noOfCharactersPerText: number;
  noOfGalleryPhotos: number;
  noOfGalleryVideos: number;
  durationOfGalleryVideo: number;
  orderCancelFees: number;
  fileSizeLimit: number;
  filePDFSizeLimit: number;
  videoSizeLimit: number;
} & AttachmentLimits;


/** The record as operators left it, with the seeded value where a key is missing or unreadable (the seed writes them all). */
export function limitsOf(stored: Record<string, number>): OrderLimits {
  const out = {} as OrderLimits;
  for (const key of VALIDATION_DATA_KEYS) {
    const v = stored[key];
    out[key] = v !== undefined && Number.isFinite(v) ? v : seeded[key]!;
  }
  return out;
}

// Read on every order page, list and upload: planned once per pooled connection (lib/prepared.ts).
const statements = preparedStatements((db: Db | Tx) => ({ settings: db.select().from(settings).prepare('orders_settings') }));

/** THE reader of the validation-data limits: orders, RFPs and the provider's files check against the same numbers. */
export async function readOrderLimits(db: Db | Tx): Promise<OrderLimits> {
  const rows = await statements(db).settings.execute();
  return limitsOf(Object.fromEntries(rows.map((r) => [r.key, Number(r.value)])));
}
