import type { Pool } from 'pg';

/**
 * What each operator write acts on, by the route as registered: the entity's name, its id (from the URL, or
 * from the answer for a creation) and how to read its row, so the audit log holds it before and after.
 */
type Entity = {
  entity: string;
  id: (params: Record<string, string>) => string | null;
  /** One row as JSON, or null when it does not exist (yet, or any more). */
  load?: (pool: Pool, id: string) => Promise<unknown>;
};

const row = (table: string, column = 'id') => async (pool: Pool, id: string) =>
  (await pool.query<{ r: unknown }>(`SELECT row_to_json(t) AS r FROM ${table} t WHERE t.${column} = $1`, [id])).rows[0]?.r ?? null;
const byParam = (name: string) => (params: Record<string, string>) => params[name] ?? null;
const fromAnswer = () => null;

const P = '/api/operator';
export const AUDITED_ENTITIES: Record<string, Entity> = {
  [`${P}/categories`]: { entity: 'category', id: fromAnswer, load: row('categories') },
  [`${P}/categories/:id`]: { entity: 'category', id: byParam('id'), load: row('categories') },
  [`${P}/categories/:id/sub-categories`]: { entity: 'sub_category', id: fromAnswer, load: row('sub_categories') },
  [`${P}/sub-categories/:id`]: { entity: 'sub_category', id: byParam('id'), load: row('sub_categories') },
  [`${P}/banners`]: { entity: 'banner', id: fromAnswer, load: row('banners') },
  [`${P}/banners/:id`]: { entity: 'banner', id: byParam('id'), load: row('banners') },
  // Issue 17, point 7: uploads, and lists put in order (the list's order before and after).
  [`${P}/content-images`]: { entity: 'content_image', id: fromAnswer, load: row('content_images', 'file_id') },
  [`${P}/banners/order`]: { entity: 'banner_order', id: () => 'all', load: sortOf('banners', "kind || '/' || lang") },
  [`${P}/onboarding-screens/order`]: { entity: 'onboarding_order', id: () => 'all', load: sortOf('onboarding_screens', 'lang') },
  [`${P}/categories/order`]: { entity: 'category_order', id: () => 'all', load: sortOf('categories', "'all'") },
  [`${P}/categories/:id/sub-categories/order`]: {
    entity: 'sub_category_order',
    id: byParam('id'),
    load: async (pool, id) =>
      (await pool.query<{ r: unknown }>('SELECT json_agg(id ORDER BY sort, id) AS r FROM sub_categories WHERE category_id = $1', [id])).rows[0]?.r ?? null,
  },
  [`${P}/onboarding-screens`]: { entity: 'onboarding_screen', id: fromAnswer, load: row('onboarding_screens') },
  [`${P}/onboarding-screens/:id`]: { entity: 'onboarding_screen', id: byParam('id'), load: row('onboarding_screens') },
  [`${P}/static-pages/:key/:lang`]: {
    entity: 'static_page',
    id: (p) => `${p.key}/${p.lang}`,
    load: async (pool, id) => {
      const [key, lang] = id.split('/');
      return (await pool.query<{ r: unknown }>('SELECT row_to_json(t) AS r FROM static_pages t WHERE t.key = $1 AND t.lang = $2', [key, lang])).rows[0]?.r ?? null;
    },
  },
  [`${P}/validation-data`]: {
    entity: 'validation_data',
    id: () => 'all',
    load: async (pool) => (await pool.query<{ r: unknown }>('SELECT json_object_agg(key, value ORDER BY key) AS r FROM settings')).rows[0]?.r ?? null,
  },
  [`${P}/providers/:id`]: { entity: 'provider', id: byParam('id'), load: row('providers', 'account_id') },
  [`${P}/providers/:id/terms`]: {
    entity: 'provider_terms',
    id: byParam('id'),
    load: async (pool, id) =>
      (
        await pool.query<{ r: unknown }>(
          `SELECT json_build_object('guaranteeDays', p.guarantee_days, 'limits', (SELECT coalesce(json_object_agg(l.key, l.value ORDER BY l.key), '{}'::json) FROM provider_limits l WHERE l.provider_id = p.account_id)) AS r FROM providers p WHERE p.account_id = $1`,
          [id],
        )
      ).rows[0]?.r ?? null,
  },
  [`${P}/providers/:id/commission`]: {
    entity: 'provider_commission',
    id: byParam('id'),
    load: async (pool, id) =>
      (await pool.query<{ r: unknown }>("SELECT json_build_object('providerId', account_id, 'rate', commission_rate) AS r FROM providers WHERE account_id = $1", [id])).rows[0]?.r ?? null,
  },
  [`${P}/complaints/:id`]: { entity: 'complaint', id: byParam('id'), load: row('complaints') },
  [`${P}/orders/:type/:id/cancel`]: {
    entity: 'order',
    id: byParam('id'),
    load: async (pool, id) =>
      (await pool.query<{ r: unknown }>('SELECT json_build_object(\'id\', id, \'type\', type, \'status\', status, \'cancelFee\', cancel_fee) AS r FROM orders WHERE id = $1', [id])).rows[0]?.r ?? null,
  },
  [`${P}/orders/:id/reassign`]: {
    entity: 'order',
    id: byParam('id'),
    load: async (pool, id) =>
      (await pool.query<{ r: unknown }>("SELECT json_build_object('id', id, 'type', type, 'status', status, 'providerId', provider_id) AS r FROM orders WHERE id = $1", [id])).rows[0]?.r ?? null,
  },
  [`${P}/customers/:id/suspend`]: { entity: 'customer', id: byParam('id'), load: accountState },
  [`${P}/customers/:id/delete`]: { entity: 'customer', id: byParam('id'), load: accountState },
  [`${P}/customers/:id/reactivate`]: { entity: 'customer', id: byParam('id'), load: accountState },
  [`${P}/questions`]: { entity: 'rfp_question', id: fromAnswer, load: row('rfp_questions') },
  [`${P}/questions/:id`]: { entity: 'rfp_question', id: byParam('id'), load: row('rfp_questions') },
  [`${P}/notifications/send`]: { entity: 'message', id: fromAnswer },
  // Issue 17, points 4, 5, 6 and 8 (operator-providers, -customers, -complaints, -messages).
  [`${P}/providers`]: { entity: 'provider', id: fromAnswer, load: providerState },
  [`${P}/providers/:id/invitation`]: { entity: 'provider', id: byParam('id'), load: providerState },
  [`${P}/providers/:id/profile`]: { entity: 'provider', id: byParam('id'), load: row('providers', 'account_id') },
  [`${P}/providers/:id/sub-categories`]: {
    entity: 'provider',
    id: byParam('id'),
    load: async (pool, id) =>
      (await pool.query<{ r: unknown }>('SELECT json_agg(sub_category_id ORDER BY sub_category_id) AS r FROM provider_sub_categories WHERE provider_id = $1', [id])).rows[0]?.r ?? null,
  },
  [`${P}/providers/:id/areas`]: {
    entity: 'provider',
    id: byParam('id'),
    load: async (pool, id) =>
      (await pool.query<{ r: unknown }>('SELECT json_agg(row_to_json(t) ORDER BY t.id) AS r FROM provider_locations t WHERE t.provider_id = $1', [id])).rows[0]?.r ?? null,
  },
  [`${P}/providers/:id/albums`]: { entity: 'provider_album', id: fromAnswer, load: row('provider_albums') },
  [`${P}/providers/:id/albums/:childId`]: { entity: 'provider_album', id: byParam('childId'), load: row('provider_albums') },
  [`${P}/providers/:id/documents`]: { entity: 'provider_document', id: fromAnswer, load: row('provider_documents') },
  [`${P}/providers/:id/documents/:childId`]: { entity: 'provider_document', id: byParam('childId'), load: row('provider_documents') },
  [`${P}/providers/:id/suspend`]: { entity: 'provider', id: byParam('id'), load: providerState },
  [`${P}/providers/:id/reactivate`]: { entity: 'provider', id: byParam('id'), load: providerState },
  [`${P}/providers/:id/terminate`]: { entity: 'provider', id: byParam('id'), load: providerState },
  [`${P}/complaints/:id/assign`]: { entity: 'complaint', id: byParam('id'), load: row('complaints') },
  [`${P}/complaints/:id/status`]: { entity: 'complaint', id: byParam('id'), load: row('complaints') },
  [`${P}/complaints/:id/replies`]: { entity: 'complaint', id: byParam('id'), load: row('complaints') },
  [`${P}/messages`]: { entity: 'message', id: fromAnswer, load: row('operator_messages') },
};

/** The ids of a sorted table in their order, by group (e.g. `desktop/ar` for banners). */
function sortOf(table: string, group: string) {
  return async (pool: Pool) =>
    (
      await pool.query<{ r: unknown }>(
        `SELECT json_object_agg(g, ids) AS r FROM (SELECT ${group} AS g, json_agg(id ORDER BY sort, id) AS ids FROM ${table} GROUP BY 1) t`,
      )
    ).rows[0]?.r ?? null;
}

/** An account's state (and why), not its password hash. */
async function accountState(pool: Pool, id: string) {
  return (
    await pool.query<{ r: unknown }>(
      "SELECT json_build_object('id', id, 'email', email, 'status', status, 'statusReason', status_reason) AS r FROM accounts WHERE id = $1",
      [id],
    )
  ).rows[0]?.r ?? null;
}

/** A provider's account state, flags and open orders (where its work went is in the after). */
async function providerState(pool: Pool, id: string) {
  return (
    await pool.query<{ r: unknown }>(
      `SELECT json_build_object('id', a.id, 'email', a.email, 'status', a.status, 'statusReason', a.status_reason, 'passwordSet', a.is_verified,
         'openOrders', (SELECT coalesce(json_agg(json_build_object('id', o.id, 'status', o.status) ORDER BY o.id), '[]'::json) FROM orders o
                        WHERE o.provider_id = a.id AND o.status NOT IN ('DONE', 'CNCL', 'CBC', 'CBA', 'REJT', 'CLSE'))) AS r
       FROM accounts a WHERE a.id = $1 AND a.role = 'provider'`,
      [id],
    )
  ).rows[0]?.r ?? null;
}
