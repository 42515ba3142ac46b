import { VALIDATION_DATA_KEYS } from '@portal/contract/limits';
import type { AttachmentLimits } from '@portal/contract/orders';
import type { Db } from '@portal/db/client';
import { settings } from '@portal/db/schema/reference';
import { validationData as seeded } from '@portal/db/seed-data/reference';
import { preparedStatements } from '../../lib/prepared.ts';
import type { Tx } from './order-transitions.ts';
import { providerTermsRepository } from './provider-terms.repository.ts';

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

/** The limits that hold for orders to this provider: the record, with the provider's own values where it has them. */
export async function readOrderLimitsFor(db: Db | Tx, providerId: number | null): Promise<OrderLimits> {
  const [rows, own] = await Promise.all([
    statements(db).settings.execute(),
    providerId === null ? {} : providerTermsRepository(db).limitValues(providerId),
  ]);
  const merged: Record<string, number> = Object.fromEntries(rows.map((r) => [r.key, Number(r.value)]));
  for (const [k, v] of Object.entries(own)) merged[k] = Number(v);
  return limitsOf(merged);
}

/**
 * What an upload may reach before the form says which provider it is for: per key the loosest of the record and
 * every provider's own value, so streaming never refuses a file one provider allows; the full check after the
 * form is read uses that provider's limits (readOrderLimitsFor).
 */
export async function readUploadCeiling(db: Db | Tx): Promise<OrderLimits> {
  const [base, rows] = await Promise.all([readOrderLimits(db), providerTermsRepository(db).allLimitValues()]);
  const out = { ...base };
  for (const r of rows) {
    const key = r.key as keyof OrderLimits;
    const v = Number(r.value);
    if (key in out && Number.isFinite(v) && v > out[key]) out[key] = v;
  }
  return out;
}
