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
};

/** An account's state, not its password hash. */
async function accountState(pool: Pool, id: string) {
  return (await pool.query<{ r: unknown }>("SELECT json_build_object('id', id, 'email', email, 'status', status) AS r FROM accounts WHERE id = $1", [id])).rows[0]?.r ?? null;
}
