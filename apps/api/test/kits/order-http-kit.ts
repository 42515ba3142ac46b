import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../harness.ts';

/** Helpers for the order HTTP tests (imported by *.test.ts only). */

/** A multipart/form-data body: text fields, then files under `attachments`. */
export function multipart(
  fields: Record<string, string>,
  files: Array<{ name: string; data: Buffer; type?: string }>,
  fileField = 'attachments',
) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Rows of the tables an order call may write. */
export async function orderCounts(t: TestApp) {
  const { rows } = await t.pool.query<Record<string, number>>(`
    SELECT (SELECT count(*)::int FROM orders) AS orders,
           (SELECT count(*)::int FROM order_attachments) AS attachments,
           (SELECT count(*)::int FROM order_offers) AS offers,
           (SELECT count(*)::int FROM order_status_history) AS history,
           (SELECT count(*)::int FROM order_ratings) AS ratings,
           (SELECT count(*)::int FROM customer_branches) AS branches,
           (SELECT count(*)::int FROM files) AS files,
           (SELECT count(*)::int FROM notifications) AS notifications,
           (SELECT count(*)::int FROM provider_reviews) AS reviews,
           (SELECT coalesce(sum(hashtext(status || coalesce(customer_fees_status, '') || coalesce(total_amount_of_customer::text, '') || coalesce(cancel_fee::text, ''))), 0)::bigint FROM orders) AS orders_state,
           (SELECT coalesce(sum(hashtext(rating::text || rating_count::text)), 0)::bigint FROM providers) AS providers_state`);
  return rows[0]!;
}

/** Stored files in the app's storage folder (not the .database-id marker). */
export function storedFileCount(t: TestApp): number {
  const root = path.join(t.config.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile() && !d.name.startsWith('.')).length;
  } catch {
    return 0;
  }
}
